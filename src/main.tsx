// Browser entry, deliberately tiny. A prerendered page is complete HTML and CSS: it reads, scrolls and
// links without any script. React and the page's code load on the visitor's first input (pointer,
// touch, key, focus or wheel) and hydrate then, so a first load downloads and runs almost no
// JavaScript. A button clicked before that is clicked again once it works. An address with a query
// or a fragment (a filtered list, a pre-filled subject, a tab) asks for state the prerendered HTML
// cannot show, so such a page starts at once, as does everything where nothing was prerendered (the dev server).
import './styles.ts';
import { holdEarlyButtonClicks } from './renderer/early-clicks.ts';
import { firstInteraction } from './renderer/first-interaction.ts';
import { listenForSearchShortcut } from './search/search-shortcut.ts';

const container = document.getElementById('root')!;
listenForSearchShortcut();

if (container.dataset.prerendered) {
  const replay = holdEarlyButtonClicks(container);
  // Listening from the start, so an input made while the app starts still counts for what waits for one (forms).
  const interaction = firstInteraction();
  void (location.search.length > 1 || location.hash.length > 1 ? Promise.resolve() : interaction)
    .then(() => import('./hydrate.tsx'))
    .then(({ startApp }) => startApp(container))
    .then(() => {
      markStarted();
      replay();
    });
} else {
  void import('./hydrate.tsx').then(({ startApp }) => startApp(container)).then(markStarted);
}

/** Says the page now runs (its buttons work): for tests and for anyone inspecting the page. */
function markStarted() {
  container.dataset.started = 'true';
}
