// What a refresh would change in pages-data/metrics.json, from OpenAlex's answer: per publication, its count
// before and after; the figures the site shows, before and after; and the guard, which refuses an answer
// that looks broken rather than let it rewrite the figures. Pure, so tests give it answers directly.
import type { MetricsDocument, PublicationCollection } from '../../../src/generated/schemas.ts';
import { citationFigures, doiKey, type CitationFigures } from '../../../src/records/citation-figures.ts';
import { doiOf, publicationsOf } from '../../../src/records/publication-format.ts';
import type { CountsAnswer, OpenAlexCount } from './openalex.ts';

/** A publication with a DOI, as the report names it. */
export interface CountedWork {
  doi: string;
  title: string;
  year: number;
}

/** The guard's limits (docs/decisions.md, "Citation figures that keep themselves current"). */
export const GUARD = {
  /** Of the DOIs counted last time (and still on the site), at least this share must come back. */
  returned: 0.8,
  /** No count may fall below this share of what it was. */
  count: 0.5,
  /** The total may not fall below this share of what it was. */
  total: 0.9,
} as const;

export interface RefreshPlan {
  works: CountedWork[];
  changed: { work: CountedWork; before: number; after: number }[];
  added: { work: CountedWork; after: number }[];
  /** Asked, and not in OpenAlex's answer; `before` when it had a count, which goes. */
  unknown: { work: CountedWork; before?: number }[];
  /** DOIs OpenAlex's filter cannot take (a '|' or ',' in them): not asked. */
  notAsked: CountedWork[];
  /** Counts stored for DOIs no publication has any more: they go. */
  leftTheSite: { doi: string; before: number }[];
  unchanged: number;
  before?: CitationFigures;
  after?: CitationFigures;
  /** Why the answer is not written (empty when it may be). */
  refusals: string[];
  /** The file to write, or undefined when the counts are as stored. */
  next?: MetricsDocument;
}

type Lists = Pick<PublicationCollection, 'articles' | 'chapters' | 'conferencePapers' | 'books' | 'patents'>;

/** Every DOI of the collection once (in lower case), with the first publication that has it. */
export function worksWithDoi(collection: Lists): CountedWork[] {
  const works = new Map<string, CountedWork>();
  for (const publication of publicationsOf(collection)) {
    const doi = doiOf(publication);
    if (doi && !works.has(doiKey(doi))) works.set(doiKey(doi), { doi: doiKey(doi), title: publication.title, year: publication.year });
  }
  return [...works.values()];
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;
const sameCount = (a: OpenAlexCount | undefined, b: OpenAlexCount | undefined) => a?.citedBy === b?.citedBy && a?.openAlex === b?.openAlex;

export function planRefresh(collection: Lists, stored: MetricsDocument | undefined, answer: CountsAnswer, today: string): RefreshPlan {
  const works = worksWithDoi(collection);
  const old = stored?.citations.works ?? {};
  const notAsked = works.filter((work) => answer.notAsked.includes(work.doi));
  const asked = works.filter((work) => !answer.notAsked.includes(work.doi));
  const next: Record<string, OpenAlexCount> = {};
  for (const work of asked) if (answer.counts.has(work.doi)) next[work.doi] = answer.counts.get(work.doi)!;
  // A DOI the filter cannot take keeps the count it had: nobody asked, so nothing says it changed.
  for (const work of notAsked) if (old[work.doi]) next[work.doi] = old[work.doi]!;

  const plan: RefreshPlan = { works, changed: [], added: [], unknown: [], notAsked, leftTheSite: [], unchanged: 0, refusals: [] };
  for (const work of asked) {
    const before = old[work.doi]?.citedBy;
    const after = next[work.doi]?.citedBy;
    if (after === undefined) plan.unknown.push({ work, ...(before !== undefined ? { before } : {}) });
    else if (before === undefined) plan.added.push({ work, after });
    else if (before !== after) plan.changed.push({ work, before, after });
    else plan.unchanged += 1;
  }
  const onSite = new Set(works.map((work) => work.doi));
  plan.leftTheSite = Object.entries(old).flatMap(([doi, count]) => (onSite.has(doi) || !count ? [] : [{ doi, before: count.citedBy }]));

  const anyChange = Object.keys(next).length !== Object.keys(old).length || Object.entries(next).some(([doi, count]) => !sameCount(count, old[doi]));
  const document: MetricsDocument = { version: 1, citations: { source: 'OpenAlex', countedOn: today, works: next } };
  // The day moves only with the counts: a refresh that finds them as they were leaves the file's bytes alone.
  plan.next = anyChange || !stored ? document : undefined;
  plan.before = citationFigures(collection, stored);
  plan.after = citationFigures(collection, plan.next ?? stored);
  plan.refusals = guard(plan, asked, old);
  return plan;
}

/** The reasons to refuse the answer, each a sentence; none on a first count (there is nothing to compare). */
function guard(plan: RefreshPlan, asked: CountedWork[], old: MetricsDocument['citations']['works']): string[] {
  const refusals: string[] = [];
  const countedBefore = asked.filter((work) => old[work.doi]);
  if (countedBefore.length === 0) return refusals;
  const back = countedBefore.length - plan.unknown.filter((entry) => entry.before !== undefined).length;
  if (back < GUARD.returned * countedBefore.length)
    refusals.push(`only ${back} of the ${countedBefore.length} DOIs counted last time came back (${percent(back, countedBefore.length)}; at least ${GUARD.returned * 100} % must)`);
  const fallen = plan.changed.filter(({ before, after }) => after < GUARD.count * before);
  if (fallen.length)
    refusals.push(`${fallen.length} ${fallen.length === 1 ? 'count fell' : 'counts fell'} by more than half: ${fallen.map(({ work, before, after }) => `${work.doi} ${before} → ${after}`).join('; ')}`);
  const [before, after] = [plan.before?.total ?? 0, plan.after?.total ?? 0];
  if (before > 0 && after < GUARD.total * before) refusals.push(`the total fell by more than ${Math.round((1 - GUARD.total) * 100)} %: ${before} → ${after} (−${percent(before - after, before)})`);
  return refusals;
}
