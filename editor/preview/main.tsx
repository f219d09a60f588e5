// The preview frame's entry: the site's global styles (as src/main.tsx loads them; each block brings
// its own), the frame's outline of the selected block, and the frame itself.
import '../../src/styles.ts';
import './preview.css';
import { languageOfSearch, startPreview } from './frame.tsx';

startPreview({
  container: document.getElementById('preview')!,
  language: languageOfSearch(window.location.search),
  post: (message) => window.parent.postMessage(message, window.location.origin),
});
