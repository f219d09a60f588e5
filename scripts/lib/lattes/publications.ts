// ARTIGO-PUBLICADO → publications /articles, CAPITULO-DE-LIVRO-PUBLICADO → /chapters,
// TRABALHO-EM-EVENTOS → /conferencePapers, LIVRO-PUBLICADO-OU-ORGANIZADO → /books (authored, or edited:
// LIVRO_ORGANIZADO_OU_EDICAO, whose AUTORES are its editors), PATENTE → /patents (the registration's
// number, office, kind and holders from REGISTRO-OU-PATENTE; granted once its history has a Concessão). A work without a DOI keeps its Lattes home page (https only).
// Titles keep the publications schema's convention: one title, in the language it was published in
// (IDIOMA), never translated; so the *-INGLES twin of a publication title is not used.
import type { IncomingRecord } from '../record-import/types.ts';
import type { Mapped } from './mapped.ts';
import { bareDoi, httpsLink, languageCode, originOf, personOf, plain, sourceKey, yearOf, type Person } from './record-helpers.ts';
import { attr, child, findAll, type LattesElement } from './xml-tree.ts';

/** Authors in ORDEM-DE-AUTORIA order, as family and given names. */
export function authorsOf(element: LattesElement): Person[] {
  return element.children
    .filter((candidate) => candidate.name === 'AUTORES')
    .sort((a, b) => Number(attr(a, 'ORDEM-DE-AUTORIA')) - Number(attr(b, 'ORDEM-DE-AUTORIA')))
    .map((author) => personOf(attr(author, 'NOME-COMPLETO-DO-AUTOR') || attr(author, 'NOME-PARA-CITACAO')))
    .filter((person) => person.family !== '');
}

/** "12"–"25" → "12–25" (en dash); one page or an article number alone; undefined when there is none. */
export function pagesOf(first: string, last: string): string | undefined {
  if (!first) return undefined;
  return last && last !== first ? `${first}–${last}` : first;
}

/** A BibTeX-like id: first author's family name, year, first long word of the title ("tavares2025electrolysis"). */
export function publicationId(authors: { family: string }[], year: string, title: string): string {
  const family = plain(authors[0]?.family ?? 'lattes').replace(/ /g, '');
  const word = plain(title).split(' ').find((candidate) => candidate.length > 3) ?? 'work';
  return `${family}${year}${word}`;
}

/** Only the keys whose value is set, so an absent Lattes attribute leaves the field out. */
export function defined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}

function article(element: LattesElement): IncomingRecord {
  const basic = child(element, 'DADOS-BASICOS-DO-ARTIGO');
  const detail = child(element, 'DETALHAMENTO-DO-ARTIGO');
  const title = attr(basic, 'TITULO-DO-ARTIGO');
  const year = attr(basic, 'ANO-DO-ARTIGO');
  const doi = bareDoi(attr(basic, 'DOI'));
  const authors = authorsOf(element);
  const volume = attr(detail, 'VOLUME');
  const issue = attr(detail, 'FASCICULO');
  return {
    collection: 'publications',
    list: '/articles',
    source: sourceKey({ doi, element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: publicationId(authors, year, title),
      type: 'research',
      title,
      language: languageCode(attr(basic, 'IDIOMA')),
      authors,
      journal: attr(detail, 'TITULO-DO-PERIODICO-OU-REVISTA'),
      year: yearOf(year),
      volume: volume && issue ? `${volume}(${issue})` : volume || undefined,
      pages: pagesOf(attr(detail, 'PAGINA-INICIAL'), attr(detail, 'PAGINA-FINAL')),
      doi: doi || undefined,
      url: doi ? undefined : httpsLink(attr(basic, 'HOME-PAGE-DO-TRABALHO')),
    }),
  };
}

function conferencePaper(element: LattesElement): IncomingRecord {
  const basic = child(element, 'DADOS-BASICOS-DO-TRABALHO');
  const detail = child(element, 'DETALHAMENTO-DO-TRABALHO');
  const title = attr(basic, 'TITULO-DO-TRABALHO');
  const year = attr(basic, 'ANO-DO-TRABALHO');
  const doi = bareDoi(attr(basic, 'DOI'));
  const authors = authorsOf(element);
  return {
    collection: 'publications',
    list: '/conferencePapers',
    source: sourceKey({ doi, element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: publicationId(authors, year, title),
      title,
      language: languageCode(attr(basic, 'IDIOMA')),
      authors,
      conference: attr(detail, 'TITULO-DOS-ANAIS-OU-PROCEEDINGS') || attr(detail, 'NOME-DO-EVENTO'),
      location: attr(detail, 'CIDADE-DO-EVENTO') || undefined,
      publisher: attr(detail, 'NOME-DA-EDITORA') || undefined,
      year: yearOf(year),
      pages: pagesOf(attr(detail, 'PAGINA-INICIAL'), attr(detail, 'PAGINA-FINAL')),
      doi: doi || undefined,
      url: doi ? undefined : httpsLink(attr(basic, 'HOME-PAGE-DO-TRABALHO')),
    }),
  };
}

/** ORGANIZADORES is free text, names separated by ';' as "Family, Given" or "Given Family". */
export function editorsOf(text: string): Person[] {
  return text
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean)
    .map(personOf)
    .filter((person) => person.family !== '');
}

function chapter(element: LattesElement): IncomingRecord {
  const basic = child(element, 'DADOS-BASICOS-DO-CAPITULO');
  const detail = child(element, 'DETALHAMENTO-DO-CAPITULO');
  const title = attr(basic, 'TITULO-DO-CAPITULO-DO-LIVRO');
  const year = attr(basic, 'ANO');
  const doi = bareDoi(attr(basic, 'DOI'));
  const authors = authorsOf(element);
  const editors = editorsOf(attr(detail, 'ORGANIZADORES'));
  return {
    collection: 'publications',
    list: '/chapters',
    source: sourceKey({ doi, element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: publicationId(authors, year, title),
      title,
      language: languageCode(attr(basic, 'IDIOMA')),
      authors,
      book: attr(detail, 'TITULO-DO-LIVRO'),
      editors: editors.length ? editors : undefined,
      publisher: attr(detail, 'NOME-DA-EDITORA'),
      year: yearOf(year),
      pages: pagesOf(attr(detail, 'PAGINA-INICIAL'), attr(detail, 'PAGINA-FINAL')),
      doi: doi || undefined,
      url: doi ? undefined : httpsLink(attr(basic, 'HOME-PAGE-DO-TRABALHO')),
    }),
  };
}

function book(element: LattesElement): IncomingRecord {
  const basic = child(element, 'DADOS-BASICOS-DO-LIVRO');
  const detail = child(element, 'DETALHAMENTO-DO-LIVRO');
  const title = attr(basic, 'TITULO-DO-LIVRO');
  const year = attr(basic, 'ANO');
  const doi = bareDoi(attr(basic, 'DOI'));
  const authors = authorsOf(element);
  const pageCount = /^\d+$/.test(attr(detail, 'NUMERO-DE-PAGINAS')) ? Number(attr(detail, 'NUMERO-DE-PAGINAS')) : 0;
  return {
    collection: 'publications',
    list: '/books',
    source: sourceKey({ doi, element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: publicationId(authors, year, title),
      kind: attr(basic, 'TIPO') === 'LIVRO_ORGANIZADO_OU_EDICAO' ? 'edited' : 'authored',
      title,
      language: languageCode(attr(basic, 'IDIOMA')),
      authors,
      publisher: attr(detail, 'NOME-DA-EDITORA') || undefined,
      location: attr(detail, 'CIDADE-DA-EDITORA') || undefined,
      year: yearOf(year),
      edition: attr(detail, 'NUMERO-DA-EDICAO-REVISAO') || undefined,
      pageCount: pageCount > 0 ? pageCount : undefined,
      isbn: attr(detail, 'ISBN') || undefined,
      doi: doi || undefined,
      url: doi ? undefined : httpsLink(attr(basic, 'HOME-PAGE-DO-TRABALHO')),
    }),
  };
}

const PATENT_KINDS: Record<string, string> = {
  PRIVILEGIO_DE_INOVACAO_PI: 'Privilégio de inovação',
  MODELO_DE_UTILIDADE_MU: 'Modelo de utilidade',
  CERTIFICADO_DE_ADICAO_CA: 'Certificado de adição',
};

function patent(element: LattesElement): IncomingRecord {
  const basic = child(element, 'DADOS-BASICOS-DA-PATENTE');
  const detail = child(element, 'DETALHAMENTO-DA-PATENTE');
  const registration = child(detail, 'REGISTRO-OU-PATENTE');
  const title = attr(basic, 'TITULO');
  const year = attr(basic, 'ANO-DESENVOLVIMENTO');
  const inventors = authorsOf(element);
  const office = attr(registration, 'INSTITUICAO-DEPOSITO-REGISTRO');
  const granted = (detail?.children ?? []).some((step) => step.name === 'HISTORICO-SITUACOES-PATENTE' && plain(attr(step, 'DESCRICAO-SITUACAO-PATENTE')) === 'concessao');
  return {
    collection: 'publications',
    list: '/patents',
    source: sourceKey({ element: element.name, sequence: attr(element, 'SEQUENCIA-PRODUCAO'), title, year }),
    origin: originOf(element, 'SEQUENCIA-PRODUCAO'),
    record: defined({
      id: publicationId(inventors, year, title),
      title,
      inventors,
      year: yearOf(year),
      number: attr(registration, 'CODIGO-DO-REGISTRO-OU-PATENTE') || undefined,
      // "INPI - Instituto Nacional da Propriedade Industrial": the acronym is how the office is known.
      office: office.split(' - ')[0]!.trim() || undefined,
      kind: PATENT_KINDS[attr(registration, 'TIPO-PATENTE')],
      holders: attr(registration, 'NOME-DO-DEPOSITANTE').split(';').map((name) => name.trim()).filter(Boolean).join(', ') || undefined,
      granted: granted || undefined,
      url: httpsLink(attr(basic, 'HOME-PAGE')),
    }),
  };
}

export function mapPublications(root: LattesElement): Mapped {
  return {
    records: [
      ...findAll(root, 'ARTIGO-PUBLICADO').map(article),
      ...findAll(root, 'LIVRO-PUBLICADO-OU-ORGANIZADO').map(book),
      ...findAll(root, 'CAPITULO-DE-LIVRO-PUBLICADO').map(chapter),
      ...findAll(root, 'TRABALHO-EM-EVENTOS').map(conferencePaper),
      ...findAll(root, 'PATENTE').map(patent),
    ],
    skipped: [],
  };
}
