// ORCID's works, completed from Crossref. ORCID gives no authors, so a work only ORCID holds could not be
// listed; when it has a DOI, Crossref (/works/<DOI>) gives its authors, journal, volume and pages, and the
// work is imported whole. Only the works the site does not hold yet, or that an ORCID import brought, are
// asked about: a work BibTeX or Lattes brought stays theirs, and ORCID only fills what it lacks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionFile } from '../record-import/plan.ts';
import { findMatch, provenanceOf, recordsOf } from '../record-import/match.ts';
import type { IncomingRecord, ParsedSource } from '../record-import/types.ts';
import { CROSSREF_DEFAULT_URL, lookUpDois, type CrossrefAnswer, type CrossrefOptions } from './client.ts';
import { publicationFromCrossref } from './work.ts';

export interface CrossrefCompletion {
  parsed: ParsedSource;
  /** The DOIs asked about, and how many were imported whole from Crossref's answer. */
  asked: number;
  completed: number;
  /** One plain line when Crossref could not be reached; the works it would have completed stay reported. */
  unreachable?: string;
}

/** Crossref's address and the polite pool's contact: `CROSSREF_URL` (default https://api.crossref.org), and site.json's identity e-mail. */
export function crossrefOptionsFor(root: string, env: NodeJS.ProcessEnv = process.env): CrossrefOptions {
  let mailto: string | undefined;
  try {
    const email = (JSON.parse(readFileSync(join(root, 'pages-data/site.json'), 'utf8')) as { identity?: { email?: unknown } }).identity?.email;
    if (typeof email === 'string' && email.includes('@')) mailto = email;
  } catch {
    // A site without a readable site.json asks Crossref's public pool, without a contact address.
  }
  return { baseUrl: env.CROSSREF_URL?.trim() || CROSSREF_DEFAULT_URL, ...(mailto ? { mailto } : {}) };
}

/** The ORCID works worth asking Crossref about: with a DOI, and not a record another import owns. */
function worksToAsk(parsed: ParsedSource, root: string): IncomingRecord[] {
  const file = join(root, collectionFile('publications'));
  const site = existsSync(file) ? recordsOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : [];
  return parsed.records.filter((incoming) => {
    if (!incoming.mergeOnly || typeof incoming.record.doi !== 'string') return false;
    const twin = findMatch(site, [incoming.source], incoming.record, new Set());
    const owner = twin && provenanceOf(twin.found.record)?.from;
    return !owner || owner === parsed.kind;
  });
}

function sentence(incoming: IncomingRecord, answer: CrossrefAnswer | undefined, problem?: string): string {
  const work = `"${String(incoming.record.title)}" (${String(incoming.record.year)}) is on ORCID only`;
  const then = 'add it to your BibTeX or Lattes record (or in the editor), then import again';
  if (problem) return `${work}, and ${problem}: ${then}`;
  if (answer?.status === 'unknown') return `${work}, ORCID gives no authors, and Crossref does not know this DOI: ${then}`;
  if (answer?.status === 'failed') return `${work}, ORCID gives no authors, and Crossref ${answer.reason}: import again later, or ${then}`;
  return incoming.mergeOnly!;
}

/** The parsed ORCID works with every work Crossref knows made whole; the others keep their reason, now naming Crossref's answer. */
export async function completeWithCrossref(parsed: ParsedSource, root: string, options: CrossrefOptions, onAsk?: (count: number) => void): Promise<CrossrefCompletion> {
  const ask = worksToAsk(parsed, root);
  if (!ask.length) return { parsed, asked: 0, completed: 0 };
  const dois = ask.map((incoming) => String(incoming.record.doi));
  onAsk?.(new Set(dois).size);
  const { answers, unreachable } = await lookUpDois(dois, options);
  let completed = 0;
  const records = parsed.records.map((incoming): IncomingRecord => {
    if (!ask.includes(incoming)) return incoming;
    const answer = answers.get(String(incoming.record.doi));
    if (answer?.status !== 'found') return { ...incoming, mergeOnly: sentence(incoming, answer) };
    const { title, year, journal, doi } = incoming.record as { title: string; year: number; journal?: string; doi: string };
    const mapped = publicationFromCrossref(answer.work, { title, year, doi, ...(journal ? { journal } : {}) });
    if ('problem' in mapped) return { ...incoming, mergeOnly: sentence(incoming, answer, mapped.problem) };
    completed += 1;
    const { mergeOnly: _, ...whole } = incoming;
    return { ...whole, list: mapped.list, record: mapped.record, origin: `${incoming.origin} (authors from Crossref)` };
  });
  return { parsed: { ...parsed, records }, asked: new Set(dois).size, completed, ...(unreachable ? { unreachable: `Crossref (${options.baseUrl}) ${unreachable}: the works only ORCID holds are not imported this time (listed below); run the import again once the machine is online.` } : {}) };
}
