// Browser entry, part of every page's first load and deliberately tiny. A prerendered page is complete
// HTML and CSS: it reads, scrolls and links with no script. This makes the shell's controls work at once
// (menu, collapse and Ctrl/Cmd+B, search and Ctrl/Cmd+K, colour scheme, flags, hints) and the blocks'
// behaviours (src/blocks/behaviours.ts: tabs, posts, filters, action buttons, the map), keeps the
// sidebar's scroll from page to page and fetches a link's page on a hover (src/navigation/), and starts the page's islands: the blocks a visitor operates, each hydrated by itself in
// idle time once the visitor is active, or at once on an input to it (src/islands/). Where nothing was
// prerendered (the dev server), the whole page renders in the browser first.
import './styles.ts';
import { startBehaviours } from './blocks/behaviours.ts';
import { DIALOG_PART_ATTRIBUTE } from './blocks/shared/dialog-part-marks.ts';
import { fillFieldsFromAddress } from './forms/address-fields.ts';
import { startIslands } from './islands/island-runtime.ts';
import { prefetchOnIntent } from './navigation/prefetch-on-intent.ts';
import { keepSidebarScroll } from './navigation/sidebar-scroll.ts';
import { reportMissingRoute } from './services/report.ts';
import { startHints } from './shell/hints.ts';
import { startShellControls } from './shell/shell-controls.ts';

const container = document.getElementById('root')!;

async function start() {
  if (!container.dataset.prerendered) await import('./dev-render.tsx').then(({ renderPage }) => renderPage(container));
  fillFieldsFromAddress();
  // Only a page with a form needs its drafts kept (form-drafts.ts): a small chunk of its own, so no other
  // page's first load carries it. It runs long before the form's own code (idle time or a first input).
  if (document.querySelector('form[data-form]')) void import('./forms/form-drafts.ts').then(({ keepFormDrafts }) => keepFormDrafts());
  // Only a page of many record dialogs has their bodies in parts (RecordList/dialog-parts.ts): the code that
  // fetches a dialog's part from the first sign of intent and puts its body in place is a chunk of its own
  // too, which starts as it loads. The dialog opens without it (shared/action-buttons.ts).
  if (document.querySelector(`[${DIALOG_PART_ATTRIBUTE}]`)) void import('./blocks/shared/dialog-part.ts');
  startShellControls();
  keepSidebarScroll();
  prefetchOnIntent();
  startBehaviours();
  startHints();
  // The not-found page says which address was asked for (the specification's console report).
  if (container.dataset.prerendered?.startsWith('not-found')) reportMissingRoute(window.location.pathname);
  // Says every island of the page runs: for anyone inspecting the page (and a few tests).
  startIslands(() => {
    container.dataset.started = 'true';
  });
}

void start();
