// What a save writes into the translations' fingerprints (`translatedFrom`, src/i18n/translation-status.ts):
// every { pt, en?, es? } text of the document, paired with the same text as it was saved, goes through
// `afterEdit`, so a translation written in this edit (before or after its Portuguese) is current and one
// left as it was under a changed Portuguese is stale. A text is paired with the saved one at the same
// place; in a list, a record with the same id, or else the saved entry most like it (an entry moved up
// keeps its own saved texts, not its new neighbour's). A text with no saved counterpart (new) is left as
// written. Objects that did not change are returned as they are, so an unchanged document is the same one.
import { afterEdit, type DraftableText } from '../../src/i18n/translation-status.ts';
import { deepEqual } from './deep-equal.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const TEXT_KEYS = new Set(['pt', 'en', 'es', 'translatedFrom']);

/** A { pt, en?, es?, translatedFrom? } text. */
export function isLocalizedText(value: unknown): value is DraftableText {
  return isObject(value) && typeof value.pt === 'string' && Object.keys(value).every((key) => TEXT_KEYS.has(key));
}

/** The document `after` with its translations stamped against `before`, the document as saved. */
export function stampEditedTranslations(before: unknown, after: unknown): unknown {
  if (before === after) return after;
  if (isLocalizedText(after)) return isLocalizedText(before) ? afterEdit(before, after) : after;
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) return after;
    const partners = pairEntries(before, after);
    let changed = false;
    const out = after.map((entry, index) => {
      const partner = partners[index];
      const next = partner === undefined ? entry : stampEditedTranslations(before[partner], entry);
      if (next !== entry) changed = true;
      return next;
    });
    return changed ? out : after;
  }
  if (!isObject(after) || !isObject(before)) return after;
  let out: Json | undefined;
  for (const [key, value] of Object.entries(after)) {
    const next = stampEditedTranslations(before[key], value);
    if (next !== value) (out ??= { ...after })[key] = next;
  }
  return out ?? after;
}

/** For each entry of `after`, the index of its saved counterpart in `before`, or undefined for a new one. */
function pairEntries(before: unknown[], after: unknown[]): (number | undefined)[] {
  const idOf = (entry: unknown) => (isObject(entry) && typeof entry.id === 'string' ? entry.id : undefined);
  if (after.every((entry) => idOf(entry) !== undefined) && before.every((entry) => idOf(entry) !== undefined)) {
    const byId = new Map(before.map((entry, index) => [idOf(entry)!, index]));
    return after.map((entry) => byId.get(idOf(entry)!));
  }
  // The usual case first: an entry unchanged at its place.
  const taken = new Set<number>();
  const partners: (number | undefined)[] = after.map((entry, index) => {
    if (index < before.length && deepEqual(before[index], entry)) {
      taken.add(index);
      return index;
    }
    return undefined;
  });
  const leaves = before.map((entry) => leavesOf(entry));
  after.forEach((entry, index) => {
    if (partners[index] !== undefined) return;
    const mine = leavesOf(entry);
    let best: number | undefined;
    let bestScore = 0;
    leaves.forEach((theirs, candidate) => {
      if (taken.has(candidate)) return;
      let score = 0;
      for (const [pointer, value] of mine) if (theirs.get(pointer) === value) score += 1;
      // Ties go to the entry at the same place.
      if (score > bestScore || (score === bestScore && score > 0 && candidate === index)) {
        best = candidate;
        bestScore = score;
      }
    });
    if (best !== undefined) {
      taken.add(best);
      partners[index] = best;
    }
  });
  return partners;
}

/** Every string, number and boolean inside a value, by its place inside it. */
function leavesOf(value: unknown, pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leavesOf(item, `${pointer}/${index}`, out));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) leavesOf(item, `${pointer}/${key}`, out);
  else if (value !== undefined && value !== null) out.set(pointer, JSON.stringify(value));
  return out;
}
