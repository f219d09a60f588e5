// Every page document in every language, with the assertions that carry behaviour (one h1, no locale key
// left untranslated, no console noise), and, in Portuguese, its outline of sections as a snapshot for review.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';

import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { site } from '../../src/site.ts';
import { outline } from './page-outline.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const LOCALES: Record<string, Record<string, string>> = { pt, en, es };

const root = join(import.meta.dirname, '../..');
const localeKeys = Object.keys(LOCALES.pt).filter((key) => key !== '$schema');

afterEach(() => vi.restoreAllMocks());

for (const route of site.routes) {
  const document = JSON.parse(readFileSync(join(root, `pages-data/${route.document}.json`), 'utf8')) as PageDocument;
  describe(`page ${route.path} (pages-data/${route.document}.json)`, () => {
    it.each(LANGUAGES)('renders in %s', async (language) => {
      await loadCodeFor(document.blocks);
      const problems = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      const { container } = renderWithProviders(<PageRenderer document={document} />, { language, path: route.path });
      const text = container.textContent ?? '';
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      for (const key of localeKeys) expect(text).not.toContain(key);
      expect(problems).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      if (language === 'pt') expect(outline(container)).toMatchSnapshot();
    });
  });
}
