// Opening the site search, from the header's button or Ctrl/Cmd+K (shell-controls.ts), even as the
// visitor's very first input. The dialog, React, Spotlight, MiniSearch and the index load on the first
// request, meanwhile a stand-in shows at once (search-shell.ts); each request after that opens the
// dialog again.
import { searchShellFailed, searchStandIn, showSearchShell, type SearchStandIn } from './search-shell.ts';

export interface SearchRequest {
  /** counts the requests: each new one opens the dialog */
  count: number;
  /** the stand-in shown until the dialog arrived, which the dialog replaces */
  standIn?: SearchStandIn;
}

let requests = 0;
let mounted: Promise<(request: SearchRequest) => void> | undefined;
let ready = false;
/** The stand-in was closed before the dialog arrived: the visitor no longer wants it. */
let withdrawn = false;

export function openSearch(): void {
  requests += 1;
  const count = requests;
  withdrawn = false;
  if (!ready) showSearchShell(() => (withdrawn = true));
  if (!mounted) {
    mounted = import('./search-root.tsx').then(({ mountSearch }) => mountSearch());
    // Once per load, however many requests wait on it.
    mounted.catch((error: unknown) => {
      console.error('The search could not load:', error);
      searchShellFailed();
      mounted = undefined; // the next request tries again
    });
  }
  void mounted.then((show) => {
    ready = true;
    // A later request opens it; a withdrawn one does not.
    if (withdrawn || count !== requests) return;
    show({ count, standIn: searchStandIn() });
  });
}
