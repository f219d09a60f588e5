// The preview frame's entry: the site's global styles (as src/main.tsx loads them; each block brings
// its own), the frame's outline of the selected block, and the frame itself.
import '../../src/styles.ts';
import './preview.css';
import { languageOfSearch, startPreview } from './frame.tsx';

// A frame's history is the editor page's: a tab or a post chosen here (they name themselves in the
// address with pushState) would make the editor's Back button step through them first. The frame's
// address changes in place instead.
window.history.pushState = window.history.replaceState.bind(window.history);

startPreview({
  container: document.getElementById('preview')!,
  language: languageOfSearch(window.location.search),
  post: (message) => window.parent.postMessage(message, window.location.origin),
});
