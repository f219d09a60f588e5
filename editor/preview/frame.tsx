// The preview frame (editor/preview.html?lang=pt|en|es): the editor's page sends it the page being
// edited (editor/shared/protocol.ts), and it renders it with the site's own renderer in its language.
// Each message is prepared (prepare.ts) and rendered into the same React root, so the page updates in
// place within milliseconds; the frame says so to the editor after each commit. A click inside a block
// names the block to the editor, and never takes the frame away from the page.
import { createRoot } from 'react-dom/client';
import { startBehaviours } from '../../src/blocks/behaviours.ts';
import { HTML_LANG, isLanguage, type Language } from '../../src/i18n/languages.ts';
import type { PreviewMessage, PreviewRender } from '../shared/protocol.ts';
import { BLOCK_ATTRIBUTE, markSelected, previewRegistry } from './block-places.tsx';
import { createPreparer, type PreviewView } from './prepare.ts';
import { createShownStore, PreviewPage } from './PreviewPage.tsx';
import { showScheme } from './scheme.ts';

export function languageOfSearch(search: string): Language {
  const language = new URLSearchParams(search).get('lang');
  return isLanguage(language) ? language : 'pt';
}

export interface PreviewOptions {
  container: HTMLElement;
  language: Language;
  /** To the editor's page (window.parent, on this origin). */
  post(message: PreviewMessage): void;
}

/** Starts listening and says so (`ready`); returns what stops it (tests). */
export function startPreview({ container, language, post }: PreviewOptions): () => void {
  document.documentElement.lang = HTML_LANG[language];
  const root = createRoot(container);
  const preparer = createPreparer(language, previewRegistry);
  const store = createShownStore();
  let received = 0;
  let lastGood: PreviewView | undefined;
  let selected: string | undefined;

  function onCommit(view: PreviewView, failed: boolean) {
    if (!failed) lastGood = view;
    // The blocks' plain DOM behaviours, from the table the site's first-load script runs.
    startBehaviours();
    const marked = markSelected(container, view.selected);
    // A block newly selected in the editor's outline comes into view (one clicked here already is).
    if (view.selected !== selected) marked?.firstElementChild?.scrollIntoView?.({ block: 'nearest' });
    selected = view.selected;
    post({ kind: 'rendered', language });
  }

  async function render(message: PreviewRender) {
    const sequence = ++received;
    showScheme(message.scheme);
    let view: PreviewView;
    try {
      view = await preparer.prepare(message, sequence);
    } catch (error) {
      view = { sequence, url: lastGood?.url ?? '/', problem: error instanceof Error ? error.message : String(error) };
    }
    // A newer message arrived while this one's code loaded: it will render instead.
    if (sequence !== received) return;
    store.show({ view, lastGood });
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    const message = event.data as Partial<PreviewRender> | null;
    if (message?.kind === 'render') void render(message as PreviewRender);
  }

  function onClick(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    const pointer = target?.closest(`[${BLOCK_ATTRIBUTE}]`)?.getAttribute(BLOCK_ATTRIBUTE);
    if (pointer != null) post({ kind: 'select', pointer });
    // On window, so the page's own handlers (tabs, posts, the router's links) have run: a link left to
    // the browser would take the frame away from the page or open a window, so it goes nowhere; a
    // link within the page (#…) still scrolls.
    const link = target?.closest('a[href]');
    if (link && !link.getAttribute('href')!.startsWith('#')) event.preventDefault();
  }

  // A form no handler took care of would load its action in the frame.
  const onSubmit = (event: Event) => event.preventDefault();

  // Rendered once; each message then sets the state of the page inside (PreviewPage.tsx).
  root.render(<PreviewPage language={language} store={store} onCommit={onCommit} />);
  window.addEventListener('message', onMessage);
  window.addEventListener('click', onClick);
  window.addEventListener('submit', onSubmit);
  post({ kind: 'ready', language });
  return () => {
    window.removeEventListener('message', onMessage);
    window.removeEventListener('click', onClick);
    window.removeEventListener('submit', onSubmit);
    root.unmount();
    preparer.release();
  };
}
