// Opening the site search, from the header's button or Ctrl/Cmd+K (shell-controls.ts), even as the
// visitor's very first input. The dialog, React, Spotlight, MiniSearch and the index load on the first
// request; each request after that opens the dialog again.
let requests = 0;
let mounted: Promise<(requests: number) => void> | undefined;

export function openSearch(): void {
  requests += 1;
  mounted ??= import('./search-root.tsx').then(({ mountSearch }) => mountSearch());
  void mounted.then((show) => show(requests));
}
