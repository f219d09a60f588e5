// `npm run import:bibtex`: the sample .bib becomes the live publications list, LaTeX becomes Unicode,
// and an entry that cannot be mapped is named, with nothing written.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import live from '../../pages-data/collections/publications.json';
import { cleanText, importBibtex, toParsedSource } from '../../scripts/lib/bibtex-import.ts';
import { runImportCli } from '../../scripts/lib/record-import/index.ts';

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
    // The site's records carry their import provenance besides the entry's fields.
    const withoutProvenance = (records: { imported?: unknown }[]) => records.map(({ imported: _, ...record }) => record);
    expect({ articles: imported.articles, chapters: imported.chapters }).toEqual({ articles: withoutProvenance(live.articles), chapters: withoutProvenance(live.chapters) });
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
    [entry('misc', 'misc2020', 'author = {Tavares, R. M.}, title = {T}, year = {2020}'), 'entry "misc2020" is @misc, which has no place on the page: only @article (journal articles), @book (books, authored or edited), @incollection or @inbook (book chapters) and @inproceedings (conference papers) are imported'],
    [entry('inproceedings', 'noconf2020', 'author = {Tavares, R. M.}, title = {T}, year = {2020}'), 'entry "noconf2020" (@inproceedings) has no booktitle'],
    [entry('article', 'notitle2020', 'author = {Tavares, R. M.}, journal = {J}, year = {2020}, doi = {10.5555/x.2}'), 'entry "notitle2020" (@article) has no title'],
    [entry('article', 'kind2020', `${good}, type = {editorial}`), 'entry "kind2020" (@article) has type "editorial"; use review, short, or leave it out for a research article'],
    [entry('incollection', 'nobook2020', 'author = {Tavares, R. M.}, title = {T}, publisher = {P}, year = {2020}, pages = {1--2}'), 'entry "nobook2020" (@incollection) has no booktitle'],
    [entry('article', 'year2020', 'author = {Tavares, R. M.}, title = {T}, journal = {J}, year = {soon}, doi = {10.5555/x.3}'), 'entry "year2020" (@article) has a year that is not a number ("soon")'],
  ])('%#: names the entry and says what is wrong', (source, message) => {
    const result = importBibtex(entry('article', 'fine2020', good) + source);
    expect(result.problems).toEqual([message]);
    expect(result.articles.map((a) => a.id)).toEqual(['fine2020']);
  });

  it('imports an authored @book and an edited one (editors, no author) under books', () => {
    const result = importBibtex(
      entry('book', 'prado2019livro', "author = {Prado, Marcelo V.}, title = {Controle de processos}, publisher = {Editora Exemplo}, address = {Campinas}, edition = {2}, pagetotal = {412}, isbn = {978-85-0000-000-0}, year = {2019}, langid = {brazilian}") +
        entry('book', 'holm2021handbook', 'editor = {Holm, Anna and Tavares, Ricardo M.}, title = {Handbook of Process Safety}, year = {2021}, doi = {10.5555/hps.2021}'),
    );
    expect(result.problems).toEqual([]);
    expect(result.books).toEqual([
      { id: 'holm2021handbook', kind: 'edited', title: 'Handbook of Process Safety', authors: [{ family: 'Holm', given: 'Anna' }, { family: 'Tavares', given: 'Ricardo M.' }], year: 2021, doi: '10.5555/hps.2021' },
      { id: 'prado2019livro', kind: 'authored', title: 'Controle de processos', language: 'pt', authors: [{ family: 'Prado', given: 'Marcelo V.' }], year: 2019, publisher: 'Editora Exemplo', location: 'Campinas', edition: '2', pageCount: 412, isbn: '978-85-0000-000-0' },
    ]);
    expect(toParsedSource(result, 'x.bib').records.map((record) => record.list)).toEqual(['/books', '/books']);
    expect(importBibtex(entry('book', 'nobody2020', 'title = {T}, year = {2020}')).problems).toEqual(['entry "nobody2020" (@book) has neither author nor editor']);
  });

  it('keeps an author cited by one name, a literal name, and a chapter without publisher or pages', () => {
    const result = importBibtex(
      entry('article', 'one2020', 'author = {Tavares, Ricardo M. and Plato and {Grupo de Controle Exemplo}}, title = {T}, journal = {J}, year = {2020}') +
        entry('incollection', 'bare2021', 'author = {Tavares, R. M.}, title = {C}, booktitle = {B}, year = {2021}'),
    );
    expect(result.problems).toEqual([]);
    expect(result.articles[0]!.authors).toEqual([{ family: 'Tavares', given: 'Ricardo M.' }, { family: 'Plato' }, { family: 'Grupo de Controle Exemplo' }]);
    expect(result.chapters).toEqual([{ id: 'bare2021', title: 'C', authors: [{ family: 'Tavares', given: 'R. M.' }], year: 2021, book: 'B' }]);
  });

  it('reports text it cannot read at all', () => {
    expect(importBibtex('@article{broken, title = {unclosed\n').problems.length).toBeGreaterThan(0);
  });

  it('imports an @inproceedings as a conference paper, and an article without a DOI with its url', () => {
    const result = importBibtex(
      entry('inproceedings', 'rocha2023cobeq', "author = {Rocha, Felipe A. and Tavares, Ricardo M.}, title = {Controle de colunas}, booktitle = {Anais do Congresso Brasileiro de Engenharia Qu{\\'\\i}mica}, address = {Gramado}, year = {2023}, pages = {1--8}") +
        entry('article', 'nodoi2020', 'author = {Tavares, R. M.}, title = {T}, journal = {J}, year = {2020}, url = {https://journal.example/t}'),
    );
    expect(result.problems).toEqual([]);
    expect(result.conferencePapers).toEqual([{ id: 'rocha2023cobeq', title: 'Controle de colunas', authors: [{ family: 'Rocha', given: 'Felipe A.' }, { family: 'Tavares', given: 'Ricardo M.' }], year: 2023, conference: 'Anais do Congresso Brasileiro de Engenharia Química', location: 'Gramado', pages: '1–8' }]);
    expect(result.articles).toEqual([expect.objectContaining({ id: 'nodoi2020', url: 'https://journal.example/t' })]);
    expect(result.articles[0]).not.toHaveProperty('doi');
  });
});

describe('the import command re-syncs', () => {
  const entry = (type: string, key: string, fields: string) => `@${type}{${key},\n${fields}\n}\n`;
  const dir = mkdtempSync(join(tmpdir(), 'bib-'));
  const copy = join(dir, 'project');
  const output = join(copy, 'pages-data/collections/publications.json');
  for (const folder of ['pages-data', 'locales']) cpSync(join(root, folder), join(copy, folder), { recursive: true });
  const bib = join(dir, 'more.bib');
  /** The command's work in this process (spawning it compiles every schema again): its exit code and what it printed. */
  const run = (...args: string[]) => {
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      const status = runImportCli(toParsedSource(importBibtex(readFileSync(bib, 'utf8')), 'more.bib'), { root: copy, schemaRoot: root, write: args.includes('--write') });
      return { status, stdout: printed.join('\n') };
    } finally {
      log.mockRestore();
    }
  };
  const good = [
    sample,
    entry('inproceedings', 'rocha2023cobeq', 'author = {Rocha, Felipe A. and Tavares, Ricardo M.}, title = {Controle de colunas}, booktitle = {Anais do COBEQ}, year = {2023}'),
    entry('article', 'nodoi2020', 'author = {Tavares, Ricardo M.}, title = {Sem DOI}, journal = {Revista}, year = {2020}, url = {https://journal.example/sem-doi}'),
  ].join('\n');

  it('keeps a record added in the editor, imports the new kinds, skips and reports one broken entry; dry run first', () => {
    // A record added in the editor, which the .bib does not hold.
    const site = JSON.parse(readFileSync(output, 'utf8')) as typeof live;
    const handAdded = { ...site.chapters[0]!, id: 'added2022editor', title: 'Added in the editor', doi: '10.5555/editor.2022' };
    delete (handAdded as { imported?: unknown }).imported;
    writeFileSync(output, JSON.stringify({ ...site, chapters: [...site.chapters, handAdded] }, null, 2) + '\n');
    writeFileSync(bib, `${good}\n${entry('article', 'broken2021', 'author = {Tavares, R. M.}, journal = {J}, year = {2021}')}`);
    const before = readFileSync(output, 'utf8');
    const dry = run();
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/added \(2\):/);
    expect(dry.stdout).toContain('entry "broken2021" (@article) has no title');
    expect(readFileSync(output, 'utf8')).toBe(before);

    expect(run('--write').status).toBe(0);
    const written = JSON.parse(readFileSync(output, 'utf8')) as typeof live & { conferencePapers: { id: string }[] };
    expect(written.chapters).toContainEqual(handAdded);
    expect(written.conferencePapers.map((p) => p.id)).toEqual(['rocha2023cobeq']);
    expect(written.articles.find((a) => a.id === 'nodoi2020')).toMatchObject({ url: 'https://journal.example/sem-doi' });
    expect(written.articles.some((a) => a.id === 'broken2021')).toBe(false);
    // Settings the .bib does not hold stay as the maintainer chose them.
    expect({ doiResolver: written.doiResolver, typeColors: written.typeColors }).toEqual({ doiResolver: site.doiResolver, typeColors: site.typeColors });

    // Twice in a row: nothing changes.
    const once = readFileSync(output, 'utf8');
    expect(run('--write').status).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe(once);
    rmSync(dir, { recursive: true, force: true });
  });
});
