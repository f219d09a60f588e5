// scripts/lib/record-import/types.ts
/** One record as a source (Lattes, BibTeX, ORCID) gives it, already in its collection's shape. */
export interface IncomingRecord {
  /** The collection's file name without `.json`, e.g. 'publications', 'graduates', 'projects'. */
  collection: string;
  /** The array inside the collection document that holds the record, as a JSON pointer, e.g. '/articles', '/items'. */
  list: string;
  /** The stable source key: 'doi:10.5555/x' when there is a DOI, else 'lattes:<ELEMENT>:<SEQUENCIA-…>',
   *  'bibtex:<key>', 'orcid:<put-code>', or 'hash:<fnv 8 hex of normalised title + year>'. */
  source: string;
  /** Where it came from, for the report and errors: e.g. 'ARTIGO-PUBLICADO SEQUENCIA-PRODUCAO=12'. */
  origin: string;
  /** The record in the collection schema's shape (LocalizedText as { pt, en? } etc.), WITHOUT the `imported` provenance. */
  record: Record<string, unknown>;
  /** Set when the source cannot make a whole record (an ORCID work has no authors): it only completes a record
   *  already on the site (filling what it lacks, even in a record this import brought whole before), and when
   *  none matches it is reported as skipped with this sentence. */
  mergeOnly?: string;
  /** Keys an earlier version of the importer gave this record ('lattes:PROJETO-DE-PESQUISA:1' before projects were
   *  keyed by their place in the CV): a site record still holding one is this record, re-linked rather than doubled. */
  formerSources?: string[];
}
export interface SourceProblem { origin: string; message: string; /** the site field, e.g. 'graduates /items/3/title' */ field?: string }
export interface ParsedSource {
  kind: 'lattes' | 'bibtex' | 'orcid';
  /** The file (or ORCID iD) read, for the report. */
  file: string;
  records: IncomingRecord[];
  /** Entries that could not be mapped: reported and skipped, never the whole file. */
  skipped: SourceProblem[];
  /** What the source held that the site has no place for, per section of the source (one line each in the report). */
  leftOut?: LeftOut[];
  /** Things the reader repaired or noticed in the source (a garbled text repaired, a title typed in capitals): reported, never blocking. */
  notes?: SourceProblem[];
  /** The source's sections by the first word of an origin ('ARTIGO-PUBLICADO' → 'Journal articles'), for the report's summary. */
  sections?: Record<string, string>;
  /** Values for site files, written where the file has none (the biography from the CV's summary). */
  seeds?: Seed[];
}
/** A value the source can give a site file once: written only where the file has none, never over the owner's text. */
export interface Seed {
  /** Relative to the project root, e.g. 'pages-data/site.json'. */
  file: string;
  /** The keys down to the value, e.g. ['identity', 'biography']. */
  path: string[];
  value: unknown;
  /** How the report names it: 'the biography (identity.biography), from RESUMO-CV'. */
  what: string;
}
/** One kind of entry the source holds and the import does not bring, with how many and why. */
export interface LeftOut { section: string; count: number; why: string }
