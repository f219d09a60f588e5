// After `npm run import:lattes -- curriculo.xml --write` into a copy of the project, the pages show the
// imported records in the three languages: English from the *-INGLES twins, Portuguese (marked as such)
// where Lattes has no translation; the alumni figures grow by exactly the supervisions imported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseLattes } from '../../scripts/lib/lattes/index.ts';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import { applyPlan, planImport } from '../../scripts/lib/record-import/index.ts';
import { figureOf } from '../../src/blocks/StatsBand/computed-figure.ts';
import type { PageDocument } from '../../src/generated/schemas.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { matching } from '../../src/records/select-records.ts';
import { provideCollection } from '../../src/renderer/collections.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { copyProjectData, projectRoot, readCollection } from '../support/project-copy.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const COLLECTIONS = ['publications', 'graduates', 'projects', 'awards'] as const;
const parsed = parseLattes(readFileSync(join(projectRoot, 'tests/fixtures/lattes/curriculo.xml')), 'curriculo.xml');
const imported = (collection: string) => parsed.records.filter((record) => record.collection === collection).map((record) => record.record);
const copy = copyProjectData('lattes-pages-');

type Text = { pt: string; en?: string; es?: string };
const shown = (text: Text, language: Language) => text[language] ?? text.pt;

async function renderPage(document: string, language: Language): Promise<string> {
  const page = JSON.parse(readFileSync(join(projectRoot, `pages-data/${document}.json`), 'utf8')) as PageDocument;
  await loadCodeFor(page.blocks);
  for (const name of COLLECTIONS) provideCollection(name, language, onlyLanguage(readCollection(copy.root, name), language));
  const { container } = renderWithProviders(<PageRenderer document={page} />, { language, path: `/${document}` });
  return container.textContent ?? '';
}

beforeAll(() => {
  const plan = planImport(parsed, { root: copy.root });
  expect(plan.problems).toEqual([]);
  applyPlan(plan, { root: copy.root });
  // Planning validates the whole copied project against its schemas: seconds on a busy machine.
}, 60_000);
afterEach(() => {
  for (const name of COLLECTIONS) for (const language of LANGUAGES) provideCollection(name, language, undefined);
});
afterAll(() => copy.remove());

describe.each(LANGUAGES)('the imported records on the pages, in %s', (language) => {
  it('/publications lists the imported articles, chapters and conference papers, titles as published', async () => {
    const text = await renderPage('publications', language);
    expect(new Set(parsed.records.filter((record) => record.collection === 'publications').map((record) => record.list))).toEqual(new Set(['/articles', '/chapters', '/conferencePapers']));
    for (const record of imported('publications')) expect(text.includes(record.title as string), record.title as string).toBe(true);
  });

  it('/projects shows the titles, in English from NOME-DO-PROJETO-INGLES', async () => {
    const text = await renderPage('projects', language);
    for (const record of imported('projects')) expect(text.includes(shown(record.title as Text, language)), shown(record.title as Text, language)).toBe(true);
    if (language === 'en') expect(text.includes('Digital twins for the safe operation of electrolysers')).toBe(true);
  });

  it('/awards shows the awards, in English from NOME-DO-PREMIO-OU-TITULO-INGLES', async () => {
    const text = await renderPage('awards', language);
    for (const record of imported('awards')) expect(text.includes(shown(record.title as Text, language)), shown(record.title as Text, language)).toBe(true);
    if (language === 'en') expect(text.includes('Young Process Engineer Award')).toBe(true);
  });

  it('/alumni lists the graduates, and each figure grows by the graduates imported that it counts', async () => {
    const text = await renderPage('alumni', language);
    for (const record of imported('graduates')) expect(text.includes(record.thesis as string), record.thesis as string).toBe(true);
    const page = JSON.parse(readFileSync(join(projectRoot, 'pages-data/alumni.json'), 'utf8')) as PageDocument;
    const before = (readCollection(projectRoot, 'graduates').items as object[]);
    const after = (readCollection(copy.root, 'graduates').items as object[]);
    const bands = page.blocks.filter((block) => block.type === 'statsBand') as unknown as { items: { value: Parameters<typeof figureOf>[0] }[] }[];
    const counted = bands.flatMap((band) => band.items).filter((item) => typeof item.value === 'object' && 'count' in item.value && item.value.count.collection === 'graduates');
    expect(counted.length).toBeGreaterThan(0);
    for (const { value } of counted) {
      const where = (value as { count: { where?: Parameters<typeof matching>[1] } }).count.where;
      expect(Number(figureOf(value, [after])) - Number(figureOf(value, [before]))).toBe(matching(imported('graduates'), where).length);
      expect(text.includes(figureOf(value, [after])), figureOf(value, [after])).toBe(true);
    }
  });
});
