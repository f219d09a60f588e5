// ORCID → the publications collection, through the re-sync engine. The public record's works
// (`group[].work-summary[]` of the public API v3.0 /works) give a title, a journal, a year and a DOI,
// but never the authors: on its own an ORCID work only completes a publication already on the site
// (matched by DOI, else title and year, from BibTeX or Lattes). A work found nowhere else is made whole
// from Crossref by its DOI (crossref/complete-orcid.ts); without one it is reported and skipped.
import { plainText } from './crossref/work.ts';
import type { IncomingRecord, ParsedSource, SourceProblem } from './record-import/types.ts';

type Value = { value?: string | null } | null | undefined;
interface ExternalId { 'external-id-type'?: string; 'external-id-value'?: string }
interface WorkSummary {
  'put-code'?: number;
  title?: { title?: Value } | null;
  'journal-title'?: Value;
  'publication-date'?: { year?: Value } | null;
  'external-ids'?: { 'external-id'?: ExternalId[] } | null;
  type?: string;
}
export interface OrcidWorks { group?: { 'work-summary'?: WorkSummary[] }[] }

export class OrcidRefused extends Error {}

export const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** A work's DOI, as the collections hold it (no resolver), lower-cased as DOIs compare. */
function doiOf(work: WorkSummary): string | undefined {
  const id = work['external-ids']?.['external-id']?.find((e) => e['external-id-type']?.toLowerCase() === 'doi');
  const doi = id?.['external-id-value']?.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').toLowerCase();
  return doi && /^10\.[0-9]{4,9}\/\S+$/.test(doi) ? doi : undefined;
}

export function parseOrcidWorks(json: unknown, file: string): ParsedSource {
  const works = json as OrcidWorks;
  if (!works || typeof works !== 'object' || !Array.isArray(works.group))
    throw new OrcidRefused(`${file} is not an ORCID works record: it has no "group" list (save https://pub.orcid.org/v3.0/<your iD>/works with Accept: application/json).`);
  const records: IncomingRecord[] = [];
  const skipped: SourceProblem[] = [];
  for (const group of works.group) {
    // One group is one work; its first summary is the one ORCID shows (the preferred source).
    const work = group['work-summary']?.[0];
    if (!work) continue;
    const origin = `ORCID work put-code ${String(work['put-code'] ?? '?')}`;
    // Titles ORCID took from Crossref keep the publisher's markup (CO<sub>2</sub>): read as the site shows them.
    const title = plainText(work.title?.title?.value) || undefined;
    const year = Number(work['publication-date']?.year?.value);
    if (!title || !Number.isInteger(year)) {
      skipped.push({ origin, message: `"${title ?? '(no title)'}" has no ${title ? 'publication year' : 'title'}` });
      continue;
    }
    const doi = doiOf(work);
    const journal = plainText(work['journal-title']?.value) || undefined;
    records.push({
      collection: 'publications',
      list: '/articles',
      source: doi ? `doi:${doi}` : `orcid:${String(work['put-code'])}`,
      origin,
      record: { title, year, ...(journal ? { journal } : {}), ...(doi ? { doi } : {}) },
      // `npm run import:orcid` asks Crossref for a work with a DOI and replaces this sentence; the editor's Import does not.
      mergeOnly: `"${title}" (${year}) is on ORCID only, and ORCID gives no authors: ${doi ? 'npm run import:orcid completes it from Crossref by its DOI; or ' : ''}add it to your BibTeX or Lattes record (or in the editor), then import again`,
    });
  }
  return { kind: 'orcid', file, records, skipped };
}

/** The works of a public ORCID record, from the public API (needs the machine to be online). */
export async function fetchOrcidWorks(id: string): Promise<unknown> {
  const response = await fetch(`https://pub.orcid.org/v3.0/${id}/works`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new OrcidRefused(`ORCID answered ${response.status} for ${id}: check the iD, or save the works as JSON and import the file.`);
  return response.json();
}
