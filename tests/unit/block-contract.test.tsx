// One contract for every block: each example in its schema validates, renders in each language
// with all of its text, and leaves no missing-translation key and no console error or warning.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { blockModules } from '../../src/blocks/registry.ts';
import type { Block } from '../../src/generated/schemas.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';

import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const LOCALES: Record<string, Record<string, string>> = { pt, en, es };

const root = join(import.meta.dirname, '../..');
const blockDir = join(root, 'schemas/blocks');
const schemas = readdirSync(blockDir).map((file) => ({ file, schema: JSON.parse(readFileSync(join(blockDir, file), 'utf8')) }));
const validateBlock = createSchemaRegistry(readProjectFiles({ root }).schemas).validator('schemas/block.schema.json');
const localeKeys = Object.keys(LOCALES.pt).filter((key) => key !== '$schema');

/** Every { pt, en, es } text inside a block, in one language. */
function localizedStrings(value: unknown, language: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => localizedStrings(item, language));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.pt === 'string' && typeof record.en === 'string') return [String(record[language])];
  return Object.values(record).flatMap((child) => localizedStrings(child, language));
}

/** Text a visitor can see or hear: the content plus image alternatives and frame titles. */
function visibleText(container: HTMLElement): string {
  const alts = [...container.querySelectorAll('[alt]')].map((el) => el.getAttribute('alt'));
  const titles = [...container.querySelectorAll('iframe[title]')].map((el) => el.getAttribute('title'));
  // Names given only to screen readers (a tab list's label) are text the block shows too.
  const labels = [...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  return `${container.textContent} ${alts.join(' ')} ${titles.join(' ')} ${labels.join(' ')}`.replace(/\s+/g, ' ');
}

let consoleCalls: unknown[][] = [];
beforeEach(() => {
  consoleCalls = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleCalls.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args) => void consoleCalls.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe('block registry', () => {
  it('has exactly one component for every block schema', () => {
    const types = schemas.map(({ schema }) => schema.properties.type.const).sort();
    expect(Object.keys(blockModules).sort()).toEqual(types);
  });

  it('keeps each block in src/blocks/<PascalCase type>/, where the prerender finds its chunk and styles', () => {
    const registry = readFileSync(join(root, 'src/blocks/registry.ts'), 'utf8');
    for (const type of Object.keys(blockModules)) {
      const folder = type[0]!.toUpperCase() + type.slice(1);
      expect(existsSync(join(root, 'src/blocks', folder)), `src/blocks/${folder}/ for "${type}"`).toBe(true);
      expect(registry).toMatch(new RegExp(`\\b${type}: lazyModule\\(\\(\\) => import\\('\\./${folder}/`));
    }
  });
});

for (const { file, schema } of schemas) {
  describe(`${schema.properties.type.const} (${file})`, () => {
    it('has a description on every property and at least one example', () => {
      expect(schema.examples?.length).toBeGreaterThan(0);
      for (const [name, property] of Object.entries(schema.properties as Record<string, { description?: string }>))
        expect(property.description, `${file}: property "${name}" needs a description`).toBeTruthy();
    });

    (schema.examples as Block[]).forEach((example, index) => {
      it(`example ${index + 1} is valid`, () => {
        expect(validateBlock(example), JSON.stringify(validateBlock.errors)).toBe(true);
      });

      it.each(LANGUAGES)(`example ${index + 1} renders all its text in %s`, async (language) => {
        await loadCodeFor(example);
        let container!: HTMLElement;
        await act(async () => void ({ container } = renderWithProviders(<BlockRenderer block={example} />, { language })));
        // Text shown in a dialog (a course's programme) is in the HTML from the start, in a closed <dialog>.
        const text = visibleText(container);
        for (const expected of localizedStrings(example, language)) expect(text).toContain(expected);
        for (const key of localeKeys) expect(text, `missing translation shown as its key: ${key}`).not.toContain(key);
        expect(consoleCalls).toEqual([]);
      });
    });
  });
}
