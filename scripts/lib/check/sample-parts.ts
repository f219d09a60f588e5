// The sample professor found by the parts of its identity (scripts/lib/sample-identity.json), not by one
// exact string: "R. M. Tavares", "TAVARES, R. M.", "Ricardo Tavares", "ricardo-tavares" in an address, the
// university and its acronym, addresses, phone, postal address, map coordinates and the default site
// address. A name is found only as two of its parts side by side, two of its words or an initial with the
// family name, and not when both are the owner's own: a professor named Ricardo, or one whose co-author is
// a Tavares, is not the sample. Every other part is found alone.
import sample from '../sample-identity.json' with { type: 'json' };

export type SampleIdentity = typeof sample;
export const SAMPLE_IDENTITY: SampleIdentity = sample;

/** The owner's own name, whose words never make a match on their own (site.json's identity). */
export interface OwnerName {
  name?: string;
  citationNames?: readonly string[];
}

/** What was found in one text: each kind of part with how many times. */
export type Found = Map<string, number>;

export const NAME = "the sample professor's name";

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const add = (found: Found, what: string, times = 1) => times > 0 && found.set(what, (found.get(what) ?? 0) + times);

/** The parts found alone, most specific first: an occurrence counts once, under the first that names it. */
function literalParts(identity: SampleIdentity): { what: string; values: string[] }[] {
  return [
    { what: "the sample's default site address (SITE_URL)", values: [identity.siteAddress.replace(/^https?:\/\//, '')] },
    { what: "the sample's addresses (e-mail, web)", values: identity.addresses },
    { what: 'the sample university', values: identity.university.names },
    { what: "the sample's phone number", values: [identity.phone] },
    { what: "the sample's postal address", values: [identity.postalAddress, identity.postalCode, identity.city, identity.office] },
  ];
}

const TOKEN = /\p{L}+/gu;
/** What may stand between two parts of one name: spaces, a comma, hyphens, dots, an underscore. */
const BETWEEN = /^[\s,.\-_]{1,3}$/;

interface Part {
  kind: 'word' | 'initial';
  value: string;
}

/** The name's parts: its words (folded) and the initials of its given names. */
function nameParts(identity: SampleIdentity) {
  const words = identity.name.split(/\s+/).map(fold);
  const family = fold(identity.familyName);
  const initials = new Set(words.filter((word) => word !== family).map((word) => word[0]!));
  return { words: new Set(words), family, initials };
}

function ownerParts(owner: OwnerName | undefined) {
  const texts = [owner?.name ?? '', ...(owner?.citationNames ?? [])];
  const words = new Set(texts.flatMap((text) => text.match(TOKEN) ?? []).map(fold).filter((word) => word.length > 1));
  const initials = new Set((owner?.name ?? '').split(/\s+/).filter(Boolean).map((word) => fold(word)[0]!));
  return { words, initials };
}

/** A finder for the sample's parts in a text, sparing the owner's own name. */
export function sampleFinder(owner?: OwnerName, identity: SampleIdentity = SAMPLE_IDENTITY): (text: string) => Found {
  const literals = literalParts(identity).map(({ what, values }) => ({ what, pattern: new RegExp(values.map(escape).join('|'), 'giu') }));
  const acronym = new RegExp(`(?<![\\p{L}\\p{N}])${escape(identity.university.acronym)}(?![\\p{L}\\p{N}])`, 'giu');
  const name = nameParts(identity);
  const mine = ownerParts(owner);
  const { latitude, longitude, within } = identity.coordinates;
  const near = (value: number, target: number) => Math.abs(value - target) <= within;

  // A single capital is an initial ("R. M. Tavares", "TAVARES, R M"); a longer token, a word of the name.
  const partOf = (token: string): Part | undefined => {
    const folded = fold(token);
    if (folded.length === 1) return token === token.toUpperCase() && name.initials.has(folded) ? { kind: 'initial', value: folded } : undefined;
    return name.words.has(folded) ? { kind: 'word', value: folded } : undefined;
  };
  // Two different parts side by side: the family name with another part, or two of the name's words;
  // and one of them at least not the owner's own.
  const isName = (run: Part[]) => {
    const words = new Set(run.filter((part) => part.kind === 'word').map((part) => part.value));
    const distinct = new Set(run.map((part) => `${part.kind}:${part.value}`));
    if (!((words.has(name.family) && distinct.size >= 2) || words.size >= 2)) return false;
    return run.some((part) => (part.kind === 'word' ? !mine.words.has(part.value) : !mine.initials.has(part.value)));
  };
  const names = (text: string) => {
    let count = 0;
    let run: Part[] = [];
    let end = 0;
    const close = () => {
      if (run.length >= 2 && isName(run)) count += 1;
      run = [];
    };
    for (const match of text.matchAll(TOKEN)) {
      const part = partOf(match[0]);
      if (!part || (run.length && !BETWEEN.test(text.slice(end, match.index)))) close();
      if (part) run.push(part);
      end = match.index + match[0].length;
    }
    close();
    return count;
  };

  return (text: string) => {
    const found: Found = new Map();
    // Each part found is blanked out, so an address is not also counted as a name or an acronym.
    let rest = text;
    for (const { what, pattern } of literals) {
      let times = 0;
      rest = rest.replace(pattern, () => ((times += 1), ' '));
      add(found, what, times);
    }
    add(found, "the sample university's acronym (UFVC)", rest.match(acronym)?.length ?? 0);
    const numbers = [...rest.matchAll(/-?\d{1,3}\.\d{3,}/g)].map((match) => Number(match[0]));
    const latitudes = numbers.filter((n) => near(n, latitude)).length;
    if (latitudes && numbers.some((n) => near(n, longitude))) add(found, "the sample's map coordinates", latitudes);
    const folded = fold(rest);
    if ([...name.words].some((word) => folded.includes(word))) add(found, NAME, names(rest));
    return found;
  };
}

/** Every text in a JSON document, an author written { family, given } also as "given family". */
export function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.family === 'string') out.push(`${typeof record.given === 'string' ? record.given : ''} ${record.family}`.trim());
    for (const child of Object.values(record)) textsOf(child, out);
  }
  return out;
}

/** An author as a script or a JSON file writes it ({"family":"Tavares","given":"R. M."}), read as a name. */
export function authorObjects(text: string, identity: SampleIdentity = SAMPLE_IDENTITY): string[] {
  const family = escape(identity.familyName);
  const pattern = new RegExp(`family"?\\s*:\\s*"(${family})"\\s*,\\s*"?given"?\\s*:\\s*"([^"]{1,40})"|given"?\\s*:\\s*"([^"]{1,40})"\\s*,\\s*"?family"?\\s*:\\s*"(${family})"`, 'g');
  return [...text.matchAll(pattern)].map((match) => `${match[2] ?? match[3]} ${match[1] ?? match[4]}`);
}

export function mergeFound(into: Found, from: Found): Found {
  for (const [what, times] of from) add(into, what, times);
  return into;
}

/** Whether a value (a record, a block, a text) holds any part of the sample. */
export function holdsSample(value: unknown, find: (text: string) => Found): boolean {
  return textsOf(value).some((text) => find(text).size > 0);
}
