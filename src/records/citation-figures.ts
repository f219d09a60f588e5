// The citation figures, computed from the counts pages-data/metrics.json stores (npm run refresh:metrics,
// from OpenAlex) for the works of the publications collection. One place computes them: the stats band,
// a publication's "Cited by N", the search index, the CV and the JSON-LD all ask here, so they never differ.
import type { MetricsDocument, PublicationCollection } from '../generated/schemas.ts';
import { doiOf, publicationsOf, type Publication } from './publication-format.ts';

type Lists = Pick<PublicationCollection, 'articles' | 'chapters' | 'conferencePapers' | 'books' | 'patents'>;

/** A DOI as the counts are keyed: without a resolver, in lower case (DOIs compare without case). */
export function doiKey(doi: string): string {
  return doi.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').replace(/^doi:/i, '').toLowerCase();
}

/** A work's stored count, when it has a DOI that was counted. */
export function citedByOf(publication: Publication, metrics: MetricsDocument | undefined): number | undefined {
  const doi = doiOf(publication);
  return doi === undefined ? undefined : metrics?.citations.works[doiKey(doi)]?.citedBy;
}

export interface CitationFigures {
  /** Works of the collection with a stored count (a DOI two records share counts once). */
  counted: number;
  total: number;
  /** The largest h such that h works are cited at least h times each. */
  hIndex: number;
  /** The works cited at least 10 times. */
  i10Index: number;
  /** The day of the count (YYYY-MM-DD) and who counted. */
  countedOn: string;
  source: string;
}

/** h-index and i10-index of a list of counts. */
export function indicesOf(counts: readonly number[]): Pick<CitationFigures, 'hIndex' | 'i10Index'> {
  const sorted = [...counts].sort((a, b) => b - a);
  let hIndex = 0;
  while (hIndex < sorted.length && sorted[hIndex]! >= hIndex + 1) hIndex += 1;
  return { hIndex, i10Index: sorted.filter((count) => count >= 10).length };
}

/**
 * The figures of the collection's works from the stored counts; undefined when none of its works has one
 * (no metrics file yet, or no DOI counted), so the typed figures stay. A count kept for a DOI the
 * collection no longer has is not counted.
 */
export function citationFigures(collection: Lists | undefined, metrics: MetricsDocument | undefined): CitationFigures | undefined {
  if (!collection || !metrics) return undefined;
  const counts = new Map<string, number>();
  for (const publication of publicationsOf(collection)) {
    const doi = doiOf(publication);
    const count = citedByOf(publication, metrics);
    if (doi !== undefined && count !== undefined) counts.set(doiKey(doi), count);
  }
  if (counts.size === 0) return undefined;
  const values = [...counts.values()];
  return {
    counted: counts.size,
    total: values.reduce((sum, count) => sum + count, 0),
    ...indicesOf(values),
    countedOn: metrics.citations.countedOn,
    source: metrics.citations.source,
  };
}

export type CitationFigureName = 'total' | 'hIndex' | 'i10Index';

/** One figure as the band shows it ("612"), or undefined without counts. */
export function citationFigureOf(figures: CitationFigures | undefined, name: CitationFigureName): string | undefined {
  return figures ? String(figures[name]) : undefined;
}
