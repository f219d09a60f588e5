import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pt from '../../locales/pt.json';
import site from '../../pages-data/site.json';
import { startShellControls } from '../../src/shell/shell-controls.ts';
import { SIDEBAR_COOKIE } from '../../src/shell/sidebar-cookie.ts';
import { pageDoc } from '../support/sample-data.ts';
import { loadCodeFor, renderApp } from './render.tsx';

function sidebar() {
  return screen.getByRole('navigation', { name: pt['shell.mainNavigation'] });
}

function cookieWrites(): string[] {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

// The shell is static HTML; its controls are the first-load script's delegated listeners, started once.
beforeAll(() => startShellControls());
// The pages' blocks load first, as in the browser: an import still running when a test ends fails the run.
beforeAll(() => loadCodeFor([...pageDoc('home').blocks, ...pageDoc('about').blocks]));
afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-sidebar-collapsed');
});

describe('app shell', () => {
  // The specification's 23 entries are checked against site.json in tests/node/spec-sample.test.ts.
  it('lists the sidebar entries of site.json, in order, with their labels', async () => {
    await renderApp('/', 'pt');
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(site.sidebar.map((entry) => entry.path));
    expect(links.map((link) => link.textContent)).toEqual(site.sidebar.map((entry) => pt[entry.label as keyof typeof pt]));
  });

  it('marks the active route', async () => {
    await renderApp('/about', 'pt');
    const current = within(sidebar()).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/about');
    expect(within(sidebar()).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('collapses to icons with Ctrl+B and Cmd+B, keeping the state in a 7-day cookie', async () => {
    const writes = cookieWrites();
    await renderApp('/', 'pt');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(within(sidebar()).getByText('Sobre')).toBeInTheDocument();

    fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', ctrlKey: true });
    // The icons-only look is the shell's CSS, keyed on <html> (the labels stay for screen readers).
    expect(document.documentElement).toHaveAttribute('data-sidebar-collapsed');
    expect(within(sidebar()).getByRole('link', { name: 'Sobre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pt['shell.expandSidebar'] })).toHaveAttribute('aria-expanded', 'false');
    expect(writes.at(-1)).toMatch(new RegExp(`^${SIDEBAR_COOKIE}=false; path=/; max-age=604800`));

    fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', metaKey: true });
    expect(document.documentElement).not.toHaveAttribute('data-sidebar-collapsed');
    expect(screen.getByRole('button', { name: pt['shell.collapseSidebar'] })).toHaveAttribute('aria-expanded', 'true');
    expect(writes.at(-1)).toMatch(new RegExp(`^${SIDEBAR_COOKIE}=true; path=/; max-age=604800`));
  });

  it('offers the three languages as pressed-state buttons; a flag keeps the choice', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/about', search: '?x=1', hash: '#top', assign } as Location);
    await renderApp('/about', 'pt');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const [headerGroup] = screen.getAllByRole('group', { name: pt['language.selector'] });
    const buttons = within(headerGroup!).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Português', 'English', 'Español']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    fireEvent.click(buttons[1]!);
    expect(localStorage.getItem('preferred-language')).toBe('en');
    expect(assign).toHaveBeenCalledWith('/en/about?x=1#top');
  });
});
