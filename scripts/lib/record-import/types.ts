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
   *  already on the site, and when none matches it is reported as skipped with this sentence. */
  mergeOnly?: string;
}
export interface SourceProblem { origin: string; message: string; /** the site field, e.g. 'graduates /items/3/title' */ field?: string }
export interface ParsedSource {
  kind: 'lattes' | 'bibtex' | 'orcid';
  /** The file (or ORCID iD) read, for the report. */
  file: string;
  records: IncomingRecord[];
  /** Entries that could not be mapped: reported and skipped, never the whole file. */
  skipped: SourceProblem[];
}
