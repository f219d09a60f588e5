// A page's outline for snapshots: its h1 and h2 headings, in order, the sections a review should see
// change. Records, texts and links are left out (their assertions are elsewhere), so a maintainer's
// everyday edit (a news item, a paragraph) leaves the snapshot as it is.
export function outline(root: HTMLElement): string {
  return [...root.querySelectorAll('h1, h2')].map((heading) => `${heading.tagName.toLowerCase()}: ${(heading.textContent ?? '').replace(/\s+/g, ' ').trim()}`).join('\n');
}
