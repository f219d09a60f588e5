// What each element family's mapping gives back, and what it may read besides its own elements.
import type { IncomingRecord, LeftOut, SourceProblem } from '../record-import/types.ts';
import type { LattesElement } from './xml-tree.ts';

export interface Mapped {
  records: IncomingRecord[];
  skipped: SourceProblem[];
  /** Entries of the CV this mapping reads past on purpose, counted per kind for the report. */
  leftOut?: LeftOut[];
}

export interface LattesContext {
  /** The CV's owner (DADOS-GERAIS NOME-COMPLETO): left out of co-instructor lists. */
  owner: string;
  /** CODIGO-INSTITUICAO → country name, from DADOS-COMPLEMENTARES/INFORMACOES-ADICIONAIS-INSTITUICOES. */
  countries: Map<string, string>;
}

export type Mapping = (root: LattesElement, context: LattesContext) => Mapped;
