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

/** The sample's entries of the given BibTeX types, by key, read from the .bib text itself. */
const keysOf = (bib: string, types: RegExp) => [...bib.matchAll(/^@(\w+)\s*\{\s*([^,\s]+)\s*,/gm)].filter((m) => types.test(m[1]!)).map((m) => m[2]!);
/** An entry of the sample as text, to read a field the way BibTeX writes it. */
const entryText = (bib: string, key: string) => bib.slice(bib.indexOf(`{${key},`)).split(/\n}\n/)[0]!;

describe('importing the sample .bib', () => {
  const imported = importBibtex(sample);

  it('maps every entry, and the result is exactly the list the site shows', () => {
    expect(imported.problems).toEqual([]);
    // The list is sorted as the page shows it; the .bib may hold its entries in any order.
    expect(imported.articles.map((a) => a.id).sort()).toEqual(keysOf(sample, /^article$/i).sort());
    expect(imported.chapters.map((c) => c.id).sort()).toEqual(keysOf(sample, /^(incollection|inbook)$/i).sort());
    expect({ articles: imported.articles, chapters: imported.chapters }).toEqual({ articles: live.articles, chapters: live.chapters });
  });

  it('offers an article\'s PDF url as the download, and only those', () => {
    const withPdf = keysOf(sample, /^article$/i).filter((key) => /^\s*url\s*=\s*\{[^}]+\.pdf\}/m.test(entryText(sample, key)));
    expect(imported.articles.filter((a) => a.pdfUrl).map((a) => a.id).sort()).toEqual(withPdf.sort());
  });
});

describe('importing written entries', () => {
  // Entries written here in the forms the sample uses, so the mapping is checked whatever the sample holds.
  const bib = [
    '@article{rocha2022destilacao,',
    '  langid  = {brazilian},',
    "  author  = {Rocha, Felipe A. and Ara{\\'u}jo, Pedro H. and Tavares, Ricardo M.},",
    "  title   = {Otimiza{\\c{c}}{\\~a}o em tempo real de colunas de destila{\\c{c}}{\\~a}o com modelos h{\\'{\\i}}bridos},",
    "  journal = {Revista Brasileira de Engenharia Qu{\\'\\i}mica},",
    '  year    = {2022},',
    '  volume  = {39},',
    '  number  = {2},',
    '  pages   = {87--101},',
    '  doi     = {10.5555/rbeq.2022.39.2.087}',
    '}',
    '@article{ribeiro2023capture,',
    '  author  = {Ribeiro, Camila S. and da Silva, Jo{\\~a}o P.},',
    '  title   = {Real-time optimization of amine-based {CO$_2$} capture},',
    '  journal = {Chemical Engineering Science Reports},',
    '  year    = {2023},',
    '  doi     = {10.5555/cesr.2023.09.455},',
    '  url     = {https://repositorio.ufvc.example/bitstream/handle/123/45530/ribeiro-2023.pdf}',
    '}',
    '@inbook{silva2021capitulo,',
    '  author    = {da Silva, Jo{\\~a}o P.},',
    '  title     = {Capítulo},',
    '  booktitle = {Livro},',
    '  publisher = {Editora},',
    '  year      = {2021},',
    '  pages     = {1--20}',
    '}',
  ].join('\n');
  const imported = importBibtex(bib);
  const article = imported.articles.find((a) => a.id === 'rocha2022destilacao')!;
  const capture = imported.articles.find((a) => a.id === 'ribeiro2023capture')!;

  it('turns LaTeX accents and formulas into Unicode', () => {
    expect(imported.problems).toEqual([]);
    expect(article.title).toBe('Otimização em tempo real de colunas de destilação com modelos híbridos');
    expect(article.journal).toBe('Revista Brasileira de Engenharia Química');
    expect(article.authors[1]).toEqual({ family: 'Araújo', given: 'Pedro H.' });
    expect(article.language).toBe('pt');
    expect(capture.title).toContain('CO₂');
    expect(cleanText('Qu\u0131\u0301mica')).toBe('Química');
  });

  it('keeps the DOI for the paper link, joins volume and number, and offers a PDF url as the download', () => {
    expect(article.doi).toBe('10.5555/rbeq.2022.39.2.087');
    expect(article.volume).toBe('39(2)');
    expect(article.pages).toBe('87–101');
    expect(article.pdfUrl).toBeUndefined();
    expect(capture.pdfUrl).toBe('https://repositorio.ufvc.example/bitstream/handle/123/45530/ribeiro-2023.pdf');
  });

  it('makes @incollection and @inbook chapters, with particles kept in family names', () => {
    expect(imported.chapters.map((c) => c.id)).toEqual(['silva2021capitulo']);
    expect(imported.chapters[0]!.authors).toEqual([{ family: 'da Silva', given: 'João P.' }]);
    expect(capture.authors).toContainEqual({ family: 'da Silva', given: 'João P.' });
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

  it('the command keeps the settings the .bib does not hold: the DOI resolver and the badge colours', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bib-'));
    const out = join(dir, 'publications.json');
    const settings = { doiResolver: 'https://doi.org/', typeColors: { research: 'teal', review: 'grape', short: 'red', chapter: 'lime' } };
    writeFileSync(out, JSON.stringify({ ...live, ...settings }));
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/import-bibtex.ts'), join(root, 'pages-data/publications.bib'), '--out', out], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const written = JSON.parse(readFileSync(out, 'utf8')) as typeof live;
    expect({ doiResolver: written.doiResolver, typeColors: written.typeColors }).toEqual(settings);
    expect(written.articles).toEqual(live.articles);
  });
});
