// Ctrl+K / Cmd+K opens the search, even as the visitor's very first input, before the app has started:
// main.tsx listens from the first moment and keeps the request until the header's search button can
// take it. Tiny on purpose: it is part of every first load.
let pending = false;
let opener: (() => void) | undefined;

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Called once, by the browser entry: from then on Ctrl/Cmd+K opens the search (or asks it to open). */
export function listenForSearchShortcut(): void {
  window.addEventListener('keydown', (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    if (opener) opener();
    else pending = true;
  });
}

/** The search button takes over opening; a request made before it existed is served now. */
export function onSearchShortcut(open: () => void): () => void {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = undefined;
  };
}
