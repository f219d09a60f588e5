// Portuguese-first drafts: a fixture (tests/fixtures/translations/) lays over the real project a copy
// of the news collection with a record written only in Portuguese and one whose English title was made
// from an older Portuguese. Validation passes and reports them with file and pointer; the strict setting
// of site.json refuses them with a plain sentence. Expected texts come from the fixture's own data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalizedText, NewsCollection, SiteDocument } from '../../src/generated/schemas.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { formatTranslationReport, projectTranslations } from '../../scripts/lib/translation-checks.ts';
import { formatTranslationList, formatTranslationParagraph } from '../../scripts/lib/translation-list.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';

const root = join(import.meta.dirname, '../..');
const fixture = join(root, 'tests/fixtures/translations');
const NEWS = 'pages-data/collections/news.json';
const draft = { root, overlays: [fixture] };
const news = JSON.parse(readFileSync(join(fixture, NEWS), 'utf8')) as NewsCollection;
const site = JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as SiteDocument;

// What the fixture holds, read from it: the pt-only record and the record whose English title is stale.
const ptOnly = news.items.findIndex((item) => item.title.en === undefined);
const stale = news.items.findIndex((item) => item.title.translatedFrom?.en !== undefined);
const ptOnlyTexts = (['title', 'excerpt'] as const).filter((field) => (news.items[ptOnly]![field] as LocalizedText).en === undefined);

describe('a Portuguese-first record and a stale translation', () => {
  it('the fixture holds what the tests describe: a pt-only record and a translation made from another Portuguese', () => {
    expect(ptOnly).toBeGreaterThanOrEqual(0);
    expect(news.items[stale]!.title.translatedFrom!.en).not.toBe(fingerprint(news.items[stale]!.title.pt));
  });

  it('validate with no problem', () => {
    expect(validateProject(draft).map(formatProblem)).toEqual([]);
  });

  it('are reported with file, pointer, language and state, and nothing else is', () => {
    const report = projectTranslations(readProjectFiles(draft)).map(({ file, pointer, language, state }) => `${file} ${pointer} ${language} ${state}`);
    expect(report).toEqual([
      ...ptOnlyTexts.flatMap((field) => [`${NEWS} /items/${ptOnly}/${field} en missing`, `${NEWS} /items/${ptOnly}/${field} es missing`]),
      `${NEWS} /items/${stale}/title en stale`,
    ]);
  });

  it('validate prints each text with file and pointer, then one summary sentence', () => {
    const printed = formatTranslationReport(projectTranslations(readProjectFiles(draft)));
    expect(printed).toContain(`${NEWS} /items/${ptOnly}/title: waits for its English translation`);
    expect(printed).toContain(`${NEWS} /items/${stale}/title: the English translation is stale: the Portuguese changed after it was translated`);
    const n = ptOnlyTexts.length;
    expect(printed).toContain(`Translations: ${n} texts wait for English, ${n} for Spanish; 1 translation is stale.`);
  });

  it('npm run translations lists them under their file with the Portuguese beside, and --summary says it in one paragraph', () => {
    const items = projectTranslations(readProjectFiles(draft));
    const list = formatTranslationList(items, false);
    expect(list).toContain(`${NEWS} (${ptOnlyTexts.length + 1} texts)`);
    expect(list).toContain(`    pt: "${news.items[ptOnly]!.title.pt}"`);
    expect(list).toContain(`    en: stale, now "${news.items[stale]!.title.en}"`);
    const paragraph = formatTranslationParagraph(items, false);
    expect(paragraph.split('\n')).toHaveLength(1);
    expect(paragraph).toContain(`collections/news.json (${ptOnlyTexts.length + 1})`);
  });

  it('the sample itself is fully translated', () => {
    expect(projectTranslations(readProjectFiles({ root }))).toEqual([]);
  });

  it("are refused, each with file, pointer and a plain sentence, when site.json's translations.requireComplete is true", () => {
    const strict = { ...draft, documents: { 'pages-data/site.json': { ...site, translations: { requireComplete: true } } } };
    const problems = validateProject(strict).map(formatProblem);
    expect(problems).toHaveLength(ptOnlyTexts.length * 2 + 1);
    expect(problems).toContain(
      `${NEWS} /items/${ptOnly}/title: waits for its English translation, and pages-data/site.json sets translations.requireComplete, which requires every text translated (set it to false to publish Portuguese first)`,
    );
  });
});
