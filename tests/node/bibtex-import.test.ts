// `npm run import:bibtex`: the sample .bib becomes the live publications list, LaTeX becomes Unicode,
// and an entry that cannot be mapped is named, with nothing written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import live from '../../pages-data/collections/publications.json';
import { cleanText, importBibtex } from '../../scripts/lib/bibtex-import.ts';

const root = join(import.meta.dirname, '../..');
const sample = readFileSync(join(root, 'pages-data/publications.bib'), 'utf8');

describe('importing the sample .bib', () => {
  const imported = importBibtex(sample);

  it('maps every entry, and the result is exactly the list the site shows', () => {
    expect(imported.problems).toEqual([]);
    expect(imported.articles).toHaveLength(14);
    expect(imported.chapters).toHaveLength(6);
    expect({ articles: imported.articles, chapters: imported.chapters }).toEqual({ articles: live.articles, chapters: live.chapters });
  });

  it('turns LaTeX accents and formulas into Unicode', () => {
    const article = imported.articles.find((a) => a.id === 'tavares2022destilacao')!;
    expect(article.title).toBe('Otimização em tempo real de colunas de destilação com modelos híbridos e adaptação de modificadores');
    expect(article.journal).toBe('Revista Brasileira de Engenharia Química');
    expect(article.authors[1]).toEqual({ family: 'Araújo', given: 'Pedro H.' });
    expect(article.language).toBe('pt');
    expect(imported.articles.find((a) => a.id === 'tavares2023capture')!.title).toContain('CO₂');
    expect(cleanText('Qu\u0131\u0301mica')).toBe('Química');
  });

  it('keeps the DOI for the paper link, joins volume and number, and offers a PDF url as the download', () => {
    const article = imported.articles.find((a) => a.id === 'tavares2022destilacao')!;
    expect(article.doi).toBe('10.5555/rbeq.2022.39.2.087');
    expect(article.volume).toBe('39(2)');
    expect(article.pages).toBe('87–101');
    expect(imported.articles.filter((a) => a.pdfUrl)).toHaveLength(4);
  });

  it('makes @incollection and @inbook chapters, with particles kept in family names', () => {
    expect(imported.chapters.map((c) => c.id)).toContain('tavares2021iacapitulo');
    const all = [...imported.articles, ...imported.chapters].flatMap((p) => p.authors);
    expect(all).toContainEqual({ family: 'da Silva', given: 'João P.' });
  });
});

describe('entries that cannot be mapped', () => {
  const entry = (type: string, key: string, fields: string) => `@${type}{${key},\n${fields}\n}\n`;
  const good = 'author = {Tavares, Ricardo M.}, title = {T}, journal = {J}, year = {2020}, doi = {10.5555/x.1}';

  it.each([
    [entry('inproceedings', 'conf2020', 'author = {Tavares, R. M.}, title = {T}, booktitle = {B}, year = {2020}'), 'entry "conf2020" is @inproceedings, which has no place on the page: only @article (journal articles) and @incollection or @inbook (book chapters) are imported'],
    [entry('article', 'nodoi2020', 'author = {Tavares, R. M.}, title = {T}, journal = {J}, year = {2020}'), 'entry "nodoi2020" (@article) has no doi; an article needs one for its "View paper" link'],
    [entry('article', 'notitle2020', 'author = {Tavares, R. M.}, journal = {J}, year = {2020}, doi = {10.5555/x.2}'), 'entry "notitle2020" (@article) has no title'],
    [entry('article', 'kind2020', `${good}, type = {editorial}`), 'entry "kind2020" (@article) has type "editorial"; use review, short, or leave it out for a research article'],
    [entry('incollection', 'nobook2020', 'author = {Tavares, R. M.}, title = {T}, publisher = {P}, year = {2020}, pages = {1--2}'), 'entry "nobook2020" (@incollection) has no booktitle'],
    [entry('article', 'year2020', 'author = {Tavares, R. M.}, title = {T}, journal = {J}, year = {soon}, doi = {10.5555/x.3}'), 'entry "year2020" (@article) has a year that is not a number ("soon")'],
  ])('%#: names the entry and says what is wrong', (source, message) => {
    const result = importBibtex(entry('article', 'fine2020', good) + source);
    expect(result.problems).toEqual([message]);
    expect(result.articles.map((a) => a.id)).toEqual(['fine2020']);
  });

  it('reports text it cannot read at all', () => {
    expect(importBibtex('@article{broken, title = {unclosed\n').problems.length).toBeGreaterThan(0);
  });

  it('the command writes nothing when an entry fails, and names the entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bib-'));
    const bib = join(dir, 'broken.bib');
    const out = join(dir, 'publications.json');
    writeFileSync(bib, entry('article', 'nodoi2020', 'author = {Tavares, R. M.}, title = {T}, journal = {J}, year = {2020}'));
    writeFileSync(out, '{"kept": true}\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/import-bibtex.ts'), bib, '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('entry "nodoi2020" (@article) has no doi');
    expect(readFileSync(out, 'utf8')).toBe('{"kept": true}\n');
  });
});
