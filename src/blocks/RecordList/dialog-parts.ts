// A page of many record dialogs (a real CV's 40 projects, each a "View details") keeps every dialog's
// title and close button, and puts the dialogs' bodies in parts: static JSON files beside the page, each
// holding the bodies of some of its dialogs by dialog id, which the first-load script fetches from the
// first sign the visitor means to open one (shared/dialog-part.ts). Inline, the 40 bodies were 200 KB
// of the page's 614 KB (see docs/decisions.md, 2026-12-02). A page with few dialogs, as every page of
// the sample, keeps them whole: one opens with nothing to wait for. Pure: the prerender applies it.

/** The most dialogs a page keeps whole; with more, every one of its dialogs has its body in a part. */
export const DIALOGS_ON_PAGE = 12;

/** The most dialog bodies one part holds. */
export const DIALOGS_PER_PART = 20;

/** Whether a page with `count` record dialogs has their bodies in parts. */
export const dialogsApart = (count: number): boolean => count > DIALOGS_ON_PAGE;

/**
 * The part that holds the `index`-th of a page's `count` dialogs (in page order): parts of about the same
 * size, as few as DIALOGS_PER_PART allows, named 'dialogs-1', 'dialogs-2'…
 */
export function dialogPartName(index: number, count: number): string {
  const size = Math.ceil(count / Math.ceil(count / DIALOGS_PER_PART));
  return `dialogs-${Math.floor(index / size) + 1}`;
}
