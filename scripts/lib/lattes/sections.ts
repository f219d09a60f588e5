// The CV's sections as the import report names them, and the kinds of entry the site has no place for,
// counted so the report says what was left out and why rather than passing over it in silence.
import type { LeftOut } from '../record-import/types.ts';
import { findAll, type LattesElement } from './xml-tree.ts';

/** The element an origin starts with → its section of the CV. */
export const SECTIONS: Record<string, string> = {
  'ARTIGO-PUBLICADO': 'Journal articles',
  'LIVRO-PUBLICADO-OU-ORGANIZADO': 'Books',
  'CAPITULO-DE-LIVRO-PUBLICADO': 'Book chapters',
  'TRABALHO-EM-EVENTOS': 'Conference papers',
  PATENTE: 'Patents',
  'ORIENTACOES-CONCLUIDAS-PARA-DOUTORADO': 'Supervisions',
  'ORIENTACOES-CONCLUIDAS-PARA-MESTRADO': 'Supervisions',
  'OUTRAS-ORIENTACOES-CONCLUIDAS': 'Supervisions',
  'ORIENTACAO-EM-ANDAMENTO-DE-INICIACAO-CIENTIFICA': 'Supervisions in progress',
  'ORIENTACAO-EM-ANDAMENTO-DE-MESTRADO': 'Supervisions in progress',
  'ORIENTACAO-EM-ANDAMENTO-DE-DOUTORADO': 'Supervisions in progress',
  'PROJETO-DE-PESQUISA': 'Projects',
  'PREMIO-TITULO': 'Awards',
  GRADUACAO: 'Education',
  ESPECIALIZACAO: 'Education',
  MESTRADO: 'Education',
  'MESTRADO-PROFISSIONALIZANTE': 'Education',
  DOUTORADO: 'Education',
  'POS-DOUTORADO': 'Education',
  'LIVRE-DOCENCIA': 'Education',
  'CURSO-DE-CURTA-DURACAO-MINISTRADO': 'Short courses taught',
};

/** Entries no list of the site holds: [element, section, why]. */
const NO_PLACE: [string, string, string][] = [
  ['ARTIGO-ACEITO-PARA-PUBLICACAO', 'Journal articles', 'accepted but not yet published: they come with the import after they are published'],
  ['TEXTO-EM-JORNAL-OU-REVISTA', 'Other writing', 'newspaper and magazine texts: the site has no list for them (the blog or the media page can tell of one)'],
  ['OUTRA-PRODUCAO-BIBLIOGRAFICA', 'Other writing', 'other bibliographic production: the site has no list for it'],
  ['TRADUCAO', 'Other writing', 'translations: the site has no list for them'],
  ['PREFACIO-POSFACIO', 'Other writing', 'prefaces and afterwords: the site has no list for them'],
  ['APRESENTACAO-DE-TRABALHO', 'Talks', 'talks given: add those to show to the lectures collection'],
  ['SOFTWARE', 'Technical production', 'software: the code repositories collection holds what the site shows'],
  ['PRODUTO-TECNOLOGICO', 'Technical production', 'technological products: the site has no list for them'],
  ['PROCESSOS-OU-TECNICAS', 'Technical production', 'processes and techniques: the site has no list for them'],
  ['TRABALHO-TECNICO', 'Technical production', 'technical reports and consulting work: the consulting page is written by hand'],
  ['OUTRA-PRODUCAO-TECNICA', 'Technical production', 'other technical production: the site has no list for it'],
  ['OUTRA-PRODUCAO-ARTISTICA-CULTURAL', 'Artistic production', 'artistic and cultural production: the site has no list for it'],
  ['PARTICIPACAO-EM-BANCA-DE-MESTRADO', 'Examination boards', "master's examination boards: the site has no list for them"],
  ['PARTICIPACAO-EM-BANCA-DE-DOUTORADO', 'Examination boards', 'doctoral examination boards: the site has no list for them'],
  ['PARTICIPACAO-EM-CONGRESSO', 'Events', 'events attended: the conferences page lists what you choose'],
  ['ORGANIZACAO-DE-EVENTO', 'Events', 'events organised: the conferences page lists what you choose'],
];

export function leftOutWithoutPlace(root: LattesElement): LeftOut[] {
  return NO_PLACE.map(([element, section, why]) => ({ section, count: findAll(root, element).length, why })).filter((left) => left.count > 0);
}
