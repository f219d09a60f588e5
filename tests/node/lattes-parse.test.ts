// Reading a Lattes export: each mapped element family lands in its collection's shape, Portuguese from
// the main attributes and English only from the *-INGLES twins; each bad file is refused with a sentence.
// Expected values come from the fixture's own text (tests/fixtures/lattes/curriculo-template.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LattesRefused, parseLattes } from '../../scripts/lib/lattes/index.ts';
import { readLattesExport } from '../../scripts/lib/lattes/read-file.ts';
import { findAll, type LattesElement } from '../../scripts/lib/lattes/xml-tree.ts';
import type { IncomingRecord } from '../../scripts/lib/record-import/types.ts';

const fixtures = join(import.meta.dirname, '../fixtures/lattes');
const read = (name: string) => parseLattes(readFileSync(join(fixtures, name)), name);
const parsed = read('curriculo.xml');
const bySource = (source: string) => parsed.records.find((record) => record.source === source)!;
const inList = (collection: string, list: string) => parsed.records.filter((record) => record.collection === collection && record.list === list);

describe('the Lattes export, element by element', () => {
  it('is read as ISO-8859-1: accents come through', () => {
    expect(readFileSync(join(fixtures, 'curriculo.xml')).includes(Buffer.from('ç', 'latin1'))).toBe(true);
    expect(bySource('doi:10.5555/rbeq.2024.0311').record.title).toBe('Reconciliação de dados em redes de trocadores de calor com incrustação');
  });

  it('ARTIGO-PUBLICADO → articles, keyed by DOI, else by its sequence with its home page as the link', () => {
    const [withDoi, , withoutDoi] = inList('publications', '/articles');
    expect(withDoi!.record).toMatchObject({ type: 'research', language: 'pt', journal: 'Revista Brasileira de Engenharia Química', year: 2024, volume: '41(2)', pages: '115–131', doi: '10.5555/rbeq.2024.0311' });
    expect(withDoi!.record.authors).toEqual([{ family: 'Quaresma', given: 'Heloísa Brandão' }, { family: 'Tavares', given: 'Ricardo Menezes' }]);
    // Publication titles stay as published: the English twin is not used (publications schema).
    expect(JSON.stringify(withDoi!.record)).not.toContain('Data reconciliation');
    expect(withoutDoi).toMatchObject({ source: 'lattes:ARTIGO-PUBLICADO:34', origin: 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=34' });
    expect(withoutDoi!.record).toMatchObject({ url: 'https://revistas.example/artigos/34', language: 'en' });
    expect(withoutDoi!.record).not.toHaveProperty('doi');
  });

  it('CAPITULO-DE-LIVRO-PUBLICADO → chapters, TRABALHO-EM-EVENTOS → conference papers', () => {
    const [chapter] = inList('publications', '/chapters');
    expect(chapter!.record).toMatchObject({ book: 'Sistemas de Utilidades Industriais', publisher: 'Editora da UFVC', pages: '77–104', url: 'https://editora.ufvc.example/livros/utilidades/cap4' });
    expect(chapter!.record.editors).toEqual([{ family: 'Siqueira', given: 'Jorge A.' }, { family: 'Franco', given: 'Beatriz Lemos' }]);
    const [paper] = inList('publications', '/conferencePapers');
    expect(paper!.record).toMatchObject({ conference: 'Anais do Congresso Brasileiro de Sistemas de Processos', location: 'Vale Central', year: 2023, pages: '1–8' });
  });

  it('supervisions → graduates with level and role; only the specialization monographs of the other supervisions', () => {
    const graduates = inList('graduates', '/items').map(({ record }) => [record.name, record.level, record.role]);
    expect(graduates).toEqual([
      ['Otaviano Pires Barreto', 'doctorate', 'supervisor'],
      ['Iara Monteiro Galvão', 'doctorate', 'co-supervisor'],
      ['Joaquim Ribas Estêvão', 'masters', 'supervisor'],
      ['Sônia Araújo Pessanha', 'masters', 'co-supervisor'],
      ['Lívia Conceição Prudente', 'specialization', 'supervisor'],
    ]);
    expect(bySource('lattes:ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO:51').record).toMatchObject({ id: 'otaviano-pires-barreto', thesisLanguage: 'pt', year: 2024, funding: 'Coordenação de Aperfeiçoamento de Pessoal de Nível Superior' });
  });

  it('PROJETO-DE-PESQUISA → projects: SITUACAO to status, English from the twins, untranslated text left waiting', () => {
    const projects = inList('projects', '/items');
    expect(projects.map(({ record }) => record.status)).toEqual(['active', 'completed', 'completed']);
    const [active, completed, stopped] = projects.map(({ record }) => record);
    expect(active!.title).toEqual({ pt: 'Gêmeos digitais para a operação segura de eletrolisadores', en: 'Digital twins for the safe operation of electrolysers' });
    expect(active).not.toHaveProperty('endYear');
    expect(active!.team).toEqual([expect.objectContaining({ name: 'Ricardo Menezes Tavares' }), expect.objectContaining({ name: 'Heloísa Brandão Quaresma' })]);
    expect(completed!.description).toEqual({ pt: 'Estratégias de controle não linear para fermentação contínua de hidrolisados lignocelulósicos em escala piloto.' });
    expect(completed!.publications).toBe(2);
    expect(stopped!.title).toEqual({ pt: 'Secagem solar de resíduos agroindustriais' });
    // The extension project is not a research project.
    expect(JSON.stringify(projects)).not.toContain('vai à escola');
  });

  it('PREMIO-TITULO → awards, keyed by a hash of name and year', () => {
    const awards = inList('awards', '/items');
    expect(awards.map(({ record }) => record.title)).toEqual([{ pt: 'Prêmio Jovem Engenheiro de Processos', en: 'Young Process Engineer Award' }, { pt: 'Menção honrosa no Congresso de Controle e Automação' }]);
    expect(awards.every(({ source }) => /^hash:[0-9a-f]{8}$/.test(source))).toBe(true);
  });

  it('FORMACAO-ACADEMICA-TITULACAO → education, the country joined from INFORMACAO-ADICIONAL-INSTITUICAO; a degree under way is left out', () => {
    const education = inList('education', '/items').map(({ record }) => record);
    expect(education.map((record) => record.year)).toEqual(['1992', '1995', '2000', '2009']);
    expect(education[2]).toMatchObject({ degree: { pt: 'Doutorado em Engenharia Química', en: 'PhD in Chemical Engineering' }, institution: { pt: 'Lakeshore State University, Estados Unidos' } });
    expect(education[1]!.degree).toEqual({ pt: 'Mestrado em Engenharia de Processos' });
  });

  it('CURSO-DE-CURTA-DURACAO-MINISTRADO → minicourses, hours only when Lattes counts in hours, the co-instructor without the owner', () => {
    const [first, second] = inList('minicourses', '/items').map(({ record }) => record);
    expect(first).toMatchObject({ title: { pt: 'Introdução ao controle preditivo com código aberto', en: 'Introduction to predictive control with open-source tools' }, duration: 8, collaborator: 'Heloísa Brandão Quaresma', type: 'minicourse' });
    expect(second).toMatchObject({ type: 'extension', title: { pt: 'Balanços de massa e energia para técnicos da indústria' } });
    expect(second).not.toHaveProperty('duration');
  });

  it('never copies Portuguese into another language', () => {
    const texts = parsed.records.flatMap(({ record }: IncomingRecord) => Object.values(record)).filter((value): value is Record<string, string> => typeof value === 'object' && value !== null && 'pt' in value);
    for (const text of texts) for (const language of ['en', 'es'] as const) if (text[language]) expect(text[language]).not.toBe(text.pt);
  });

  it('reads the same records from the .zip', () => {
    const newer = read('curriculo-newer.xml');
    expect(read('curriculo-newer.zip').records).toEqual(newer.records);
    expect(newer.records.length).toBe(parsed.records.length); // one supervision added, one award gone
  });
});

describe('a file that is not a readable Lattes export', () => {
  it.each([
    ['bad-not-lattes.xml', /not a Lattes export.*<CURRICULUM>/],
    ['bad-truncated.zip', /truncated or corrupt/],
    ['bad-utf8-as-latin1.xml', /UTF-8 bytes.*"Ã§"/],
    ['bad-utf16.xml', /UTF-16/],
  ])('%s is refused with a sentence', (name, sentence) => {
    expect(() => read(name)).toThrow(LattesRefused);
    expect(() => read(name)).toThrow(sentence);
  });

  it('broken XML is refused too', () => {
    expect(() => parseLattes(Buffer.from('<CURRICULO-VITAE><DADOS-GERAIS></CURRICULO-VITAE>', 'latin1'), 'broken.xml')).toThrow(/not well-formed XML/);
  });
});

// The texts of an export, as readLattesExport gives them to the mappings: repaired, with notes for the report.
describe('texts that went wrong inside Lattes', () => {
  const exported = (name: string) => readLattesExport(readFileSync(join(fixtures, name)), name);
  const clean = exported('curriculo.xml');
  const values = (element: LattesElement): string[] => [...Object.values(element.attributes), ...element.children.flatMap(values)];
  const attribute = (root: LattesElement, element: string, name: string, where: (candidate: LattesElement) => boolean = () => true) =>
    findAll(root, element).find(where)?.attributes[name];

  it('the clean export has no notes', () => {
    expect(clean.notes).toEqual([]);
  });

  it('a title typed as mojibake in an ISO-8859-1 export is repaired, and one note names it', () => {
    expect(readFileSync(join(fixtures, 'text-mojibake-title.xml')).includes(Buffer.from('Ã§', 'latin1'))).toBe(true);
    const { root, notes } = exported('text-mojibake-title.xml');
    expect(root).toEqual(clean.root);
    expect(notes).toEqual([
      {
        origin: 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=31',
        message: 'TITULO-DO-ARTIGO was typed in Lattes with broken accents and has been repaired: "ReconciliaÃ§Ã£o de dados em redes de trocadores de calor com incrustaÃ§Ã£o" → "Reconciliação de dados em redes de trocadores de calor com incrustação".',
      },
    ]);
  });

  it('an older export, UTF-8 with no XML declaration, reads the same', () => {
    const { root, notes } = exported('text-utf8-undeclared.xml');
    expect(root).toEqual(clean.root);
    expect(notes).toEqual([]);
  });

  it("Word's codes and Lattes's double escaping become the characters they meant", () => {
    const { root, notes } = exported('text-pasted-from-word.xml');
    expect(notes).toEqual([]);
    const article34 = (candidate: LattesElement) => findAll(root, 'ARTIGO-PUBLICADO').find((article) => article.attributes['SEQUENCIA-PRODUCAO'] === '34')!.children.includes(candidate);
    expect(attribute(root, 'DADOS-BASICOS-DO-ARTIGO', 'TITULO-DO-ARTIGO', article34)).toBe('Soft sensors for viscosity in vegetable-oil transesterification – the operator’s “view”');
    expect(attribute(root, 'PROJETO-DE-PESQUISA', 'DESCRICAO-DO-PROJETO', (project) => project.attributes['SEQUENCIA-PROJETO'] === '14')).toBe(
      'Objetivos:\n\n1. Estratégias de controle não linear para fermentação contínua de hidrolisados "lignocelulósicos";\n2. Ensaios em escala piloto & semi-industrial…',
    );
    // A line break in a one-line text (a name, a title) is a space.
    expect(attribute(root, 'PREMIO-TITULO', 'NOME-DO-PREMIO-OU-TITULO')).toBe('Prêmio "Jovem Engenheiro de Processos" (categoria pesquisa)');
    expect(attribute(root, 'RESUMO-CV', 'TEXTO-RESUMO-CV-RH')).toBe('Professor titular de engenharia química.\nPesquisa controle preditivo e otimização de processos.');
    const texts = values(root).join('\n');
    expect(texts).not.toMatch(/&(#[0-9]+|[a-z]+);|[\u0080-\u009f]/);
  });

  it('a few texts with characters lost to U+FFFD: imported, with one note for the file that counts them', () => {
    const { root, notes } = exported('text-some-damaged.xml');
    expect(attribute(root, 'PROJETO-DE-PESQUISA', 'NOME-DO-PROJETO', (project) => project.attributes['SEQUENCIA-PROJETO'] === '9')).toBe('Secagem solar de res\ufffdduos agroindustriais');
    expect(notes).toEqual([
      {
        origin: 'text-some-damaged.xml',
        message:
          '3 texts have characters replaced by \ufffd (the file was damaged before it reached you): fix them on the site or export again from Lattes (PROJETO-DE-PESQUISA SEQUENCIA-PROJETO=9; PREMIO-TITULO; ORIENTACOES-CONCLUIDAS-PARA-MESTRADO SEQUENCIA-PRODUCAO=54).',
      },
    ]);
  });

  it('an export where most texts lost their accents (to "ï¿½", U+FFFD read as ISO-8859-1) is refused with that sentence', () => {
    expect(readFileSync(join(fixtures, 'bad-mostly-damaged.xml')).includes(Buffer.from([0xef, 0xbf, 0xbd]))).toBe(true);
    expect(() => exported('bad-mostly-damaged.xml')).toThrow(LattesRefused);
    expect(() => exported('bad-mostly-damaged.xml')).toThrow(/^bad-mostly-damaged\.xml: \d+ of its \d+ texts with accents have characters replaced by \ufffd \(the file was damaged before it reached you\): export it again from the Lattes platform\.$/);
  });

  it.each([
    ['bad-not-lattes.xml', /not a Lattes export.*<CURRICULUM>/],
    ['bad-truncated.zip', /truncated or corrupt/],
    ['bad-utf8-as-latin1.xml', /UTF-8 bytes.*"Ã§"/],
    ['bad-utf16.xml', /UTF-16/],
  ])('%s is still refused', (name, sentence) => {
    expect(() => exported(name)).toThrow(LattesRefused);
    expect(() => exported(name)).toThrow(sentence);
  });

  it('reads the same tree from the .zip', () => {
    expect(exported('curriculo-newer.zip')).toEqual(exported('curriculo-newer.xml'));
  });
});
