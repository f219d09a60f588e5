// The page as a visitor sees its content: the site's providers (theme, language, the registry, here
// with every block placed), a router at the page's address, and the main column as the shell lays it
// out (src/shell/Shell.tsx: its width and padding, the page's background; no header or sidebar).
// The providers render once: Mantine's gives every component a new context when it renders, which
// would re-render the whole page. Each message sets the state of the component below them, so React
// updates only the blocks that changed (block-places.tsx).
import { Container } from '@mantine/core';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/AppProviders.tsx';
import type { Language } from '../../src/i18n/languages.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import shellClasses from '../../src/shell/Shell.module.css';
import { PlacingContext, previewRegistry } from './block-places.tsx';
import type { PreviewView } from './prepare.ts';
import { ProblemLine, ResetBoundary } from './reset-boundary.tsx';

/** What the frame shows: the latest view, and the last one that rendered whole. */
export interface Shown {
  view: PreviewView;
  lastGood?: PreviewView;
}

/** Between the frame's message handler and the component that shows its views. */
export interface ShownStore {
  show(shown: Shown): void;
  /** The component's way in, once mounted (a view may be ready before it is). */
  connect(listener: (shown: Shown) => void): () => void;
}

export function createShownStore(): ShownStore {
  let latest: Shown | undefined;
  let listener: ((shown: Shown) => void) | undefined;
  return {
    show(shown) {
      latest = shown;
      listener?.(shown);
    },
    connect(next) {
      listener = next;
      if (latest) next(latest);
      return () => (listener = undefined);
    },
  };
}

type OnCommit = (view: PreviewView, failed: boolean) => void;

function Committed({ view, failed, onCommit }: { view: PreviewView; failed: boolean; onCommit: OnCommit }) {
  useEffect(() => onCommit(view, failed), [view, failed, onCommit]);
  return null;
}

function Problem({ shown: { view, lastGood }, problem, onCommit }: { shown: Shown; problem: string; onCommit: OnCommit }) {
  // The last good render stays under the line, without places: its pointers may no longer match.
  const page = lastGood?.document && lastGood.url === view.url ? lastGood.document : undefined;
  return (
    <>
      <ProblemLine style={{ marginBottom: '1.5rem' }}>
        This version of the page cannot be shown yet: {problem}
        {page && ' The last one that could is below.'}
      </ProblemLine>
      {page && (
        <PlacingContext.Provider value={false}>
          <ResetBoundary resetKey={view.sequence} fallback={() => null}>
            <Suspense fallback={null}>
              <PageRenderer document={page} />
            </Suspense>
          </ResetBoundary>
        </PlacingContext.Provider>
      )}
      <Committed view={view} failed onCommit={onCommit} />
    </>
  );
}

function ShownPage({ store, onCommit }: { store: ShownStore; onCommit: OnCommit }) {
  const [shown, setShown] = useState<Shown>();
  // A transition keeps the current page on screen should anything still suspend, instead of a blank.
  useEffect(() => store.connect((next) => startTransition(() => setShown(next))), [store]);
  if (!shown) return null;
  const { view } = shown;
  const problem = (text: string) => <Problem shown={shown} problem={text} onCommit={onCommit} />;
  return (
    // A new address (another page) starts a new router; within a page, nothing remounts.
    <MemoryRouter key={view.url} initialEntries={[view.url]}>
      {view.document ? (
        <ResetBoundary resetKey={view.sequence} fallback={problem}>
          <Suspense fallback={null}>
            <PageRenderer document={view.document} />
            <Committed view={view} failed={false} onCommit={onCommit} />
          </Suspense>
        </ResetBoundary>
      ) : (
        problem(view.problem ?? 'no page document.')
      )}
    </MemoryRouter>
  );
}

export function PreviewPage({ language, store, onCommit }: { language: Language; store: ShownStore; onCommit: OnCommit }) {
  return (
    <AppProviders language={language} registry={previewRegistry}>
      <div className={shellClasses.shell}>
        <Container component="main" size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }} id="main-content">
          <ShownPage store={store} onCommit={onCommit} />
        </Container>
      </div>
    </AppProviders>
  );
}
