// The page as a visitor sees its content: the site's providers (theme, language, the registry, here
// with every block placed), a router at the page's address, and the main column as the shell lays it
// out (src/shell/Shell.tsx: its width and padding, the page's background; no header or sidebar).
// Rendered again for each message from the root, so React updates the page in place.
import { Container } from '@mantine/core';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/App.tsx';
import type { Language } from '../../src/i18n/languages.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import shellClasses from '../../src/shell/Shell.module.css';
import { BlockPlacesContext, previewRegistry } from './block-places.tsx';
import type { PreviewView } from './prepare.ts';

export interface PreviewPageProps {
  language: Language;
  view: PreviewView;
  /** The last view that rendered whole, shown under the problem when this one cannot be. */
  lastGood?: PreviewView;
  /** After each commit of a view; `failed` when it could not be rendered. */
  onCommit(view: PreviewView, failed: boolean): void;
}

function Committed({ view, failed, onCommit }: { view: PreviewView; failed: boolean; onCommit: PreviewPageProps['onCommit'] }) {
  useEffect(() => onCommit(view, failed), [view, failed, onCommit]);
  return null;
}

/** Catches what a page-wide mistake throws (no blocks list); the next message renders again. */
class PageBoundary extends Component<{ sequence: number; fallback(problem: string): ReactNode; children: ReactNode }, { sequence: number; problem?: string }> {
  state: { sequence: number; problem?: string } = { sequence: this.props.sequence };

  static getDerivedStateFromProps(props: { sequence: number }, state: { sequence: number }) {
    return props.sequence === state.sequence ? null : { sequence: props.sequence, problem: undefined };
  }

  static getDerivedStateFromError(error: unknown) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }

  render() {
    return this.state.problem === undefined ? this.props.children : this.props.fallback(this.state.problem);
  }
}

function Problem({ view, lastGood, problem, onCommit }: { view: PreviewView; lastGood?: PreviewView; problem: string; onCommit: PreviewPageProps['onCommit'] }) {
  // The last good render stays under the line, without places: its pointers may no longer match.
  const shown = lastGood?.document && lastGood.url === view.url ? lastGood.document : undefined;
  return (
    <>
      <p role="status" style={{ margin: '0 0 1.5rem', padding: '0.5rem 0.75rem', border: '1px dashed currentColor', borderRadius: 4, fontSize: '0.875rem' }}>
        This version of the page cannot be shown yet: {problem}
        {shown && ' The last one that could is below.'}
      </p>
      {shown && (
        <PageBoundary sequence={view.sequence} fallback={() => null}>
          <Suspense fallback={null}>
            <PageRenderer document={shown} />
          </Suspense>
        </PageBoundary>
      )}
      <Committed view={view} failed onCommit={onCommit} />
    </>
  );
}

export function PreviewPage({ language, view, lastGood, onCommit }: PreviewPageProps) {
  const problem = (text: string) => <Problem view={view} lastGood={lastGood} problem={text} onCommit={onCommit} />;
  return (
    // A new address (another page) starts a new router; within a page, nothing remounts.
    <MemoryRouter key={view.url} initialEntries={[view.url]}>
      <AppProviders language={language} registry={previewRegistry}>
        <div className={shellClasses.shell}>
          <Container component="main" size="72rem" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 40 }} id="main-content">
            {view.document ? (
              <PageBoundary sequence={view.sequence} fallback={problem}>
                <BlockPlacesContext.Provider value={view}>
                  <Suspense fallback={null}>
                    <PageRenderer document={view.document} />
                    <Committed view={view} failed={false} onCommit={onCommit} />
                  </Suspense>
                </BlockPlacesContext.Provider>
              </PageBoundary>
            ) : (
              problem(view.problem ?? 'no page document.')
            )}
          </Container>
        </div>
      </AppProviders>
    </MemoryRouter>
  );
}
