// The editor's preview frame (editor/preview/): render messages in, the page rendered by the site's
// renderer in the frame's language, `rendered` and `select` messages out.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewMessage, PreviewRender } from '../../editor/shared/protocol.ts';
import { languageOfSearch, startPreview } from '../../editor/preview/frame.tsx';
import type { Language } from '../../src/i18n/languages.ts';

const root = join(import.meta.dirname, '../..');
// A fresh copy each time, as the editor's page sends it (structured clone).
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

interface Frame {
  container: HTMLElement;
  posted: PreviewMessage[];
  send(message: Partial<PreviewRender>, options?: { origin?: string }): Promise<void>;
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.restoreAllMocks();
});

function startFrame(language: Language = 'en'): Frame {
  const container = document.body.appendChild(document.createElement('div'));
  const posted: PreviewMessage[] = [];
  stops.push(startPreview({ container, language, post: (message) => posted.push(message) }));
  stops.push(() => container.remove());
  const renders = () => posted.filter((message) => message.kind === 'rendered').length;
  return {
    container,
    posted,
    async send(message, { origin = window.location.origin } = {}) {
      const before = renders();
      const data = { kind: 'render', collections: {}, scheme: 'light', ...message };
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
      // A page's first render loads its blocks' code and collections: in `npm test` the unit tests run at
      // the lowest CPU priority beside the browser tests, where that took longer than waitFor's default 1 s.
      await waitFor(() => expect(renders()).toBe(before + 1), { timeout: 15_000 });
    },
  };
}

describe('editor preview frame', () => {
  it('takes its language from ?lang=, Portuguese otherwise', () => {
    expect(languageOfSearch('?lang=es')).toBe('es');
    expect(languageOfSearch('?lang=fr')).toBe('pt');
    expect(languageOfSearch('')).toBe('pt');
  });

  it('says it is ready, then renders a page document in its language and says so', async () => {
    const frame = startFrame('en');
    expect(frame.posted).toEqual([{ kind: 'ready', language: 'en' }]);
    await frame.send({ document: read('pages-data/about.json'), file: 'pages-data/about.json' });
    expect(within(frame.container).getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(frame.container).toHaveTextContent('Biography');
    expect(frame.container).not.toHaveTextContent('Biografia');
    expect(frame.posted.at(-1)).toEqual({ kind: 'rendered', language: 'en' });
  });

  it('ignores messages from another origin', async () => {
    const frame = startFrame('en');
    await expect(frame.send({ document: read('pages-data/about.json') }, { origin: 'http://elsewhere.example' })).rejects.toThrow();
    expect(frame.container.querySelector('h1')).toBeNull();
  });

  it('updates the page in place when the next message changes a text', async () => {
    const frame = startFrame('es');
    const document = read('pages-data/about.json');
    await frame.send({ document });
    const heading = within(frame.container).getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Acerca de');
    document.blocks[0].title.es = 'Quién soy';
    await frame.send({ document: structuredClone(document) });
    expect(within(frame.container).getByRole('heading', { level: 1 })).toHaveTextContent('Quién soy');
    // The same element, updated: nothing remounted.
    expect(within(frame.container).getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('shows the records of an unsaved collection, and the file’s again once it is no longer sent', async () => {
    const frame = startFrame('en');
    const news = read('pages-data/collections/news.json');
    const added = { ...news.items[1], id: 'added-in-the-editor', featured: false, date: '2026-01-02', title: { pt: 'Notícia nova', en: 'A fresh piece of news', es: 'Una noticia nueva' } };
    await frame.send({ document: read('pages-data/news.json'), file: 'pages-data/news.json' });
    expect(frame.container).not.toHaveTextContent('A fresh piece of news');
    await frame.send({ document: read('pages-data/news.json'), collections: { news: { ...news, items: [...news.items, added] } } });
    expect(frame.container).toHaveTextContent('A fresh piece of news');
    expect(frame.container).not.toHaveTextContent('Notícia nova');
    await frame.send({ document: read('pages-data/news.json') });
    expect(frame.container).not.toHaveTextContent('A fresh piece of news');
  });

  it('names the innermost block clicked, by its JSON pointer in the document', async () => {
    const frame = startFrame('en');
    await frame.send({ document: read('pages-data/about.json') });
    fireEvent.click(within(frame.container).getByText('Biography'));
    // The about page's third block is a section of two lists; the second is research interests.
    const list = frame.container.querySelector('[data-editor-block="/blocks/2/blocks/1"]')!;
    fireEvent.click(list.querySelector('li, p, h2, h3')!);
    await frame.send({ document: read('pages-data/conferences.json') });
    const tabPanelBlock = frame.container.querySelector('[data-editor-block="/blocks/1/tabs/1/blocks/0"]')!;
    fireEvent.click(tabPanelBlock.querySelector('h2, h3, p')!);
    expect(frame.posted.filter((message) => message.kind === 'select')).toEqual([
      { kind: 'select', pointer: '/blocks/1' },
      { kind: 'select', pointer: '/blocks/2/blocks/1' },
      { kind: 'select', pointer: '/blocks/1/tabs/1/blocks/0' },
    ]);
  });

  it('selects on a link without following it, and outlines the selected block', async () => {
    const frame = startFrame('en');
    const document = read('pages-data/news.json');
    await frame.send({ document, selected: '/blocks/1' });
    const marked = frame.container.querySelectorAll('[data-editor-selected]');
    expect([...marked].map((element) => element.getAttribute('data-editor-block'))).toEqual(['/blocks/1']);
    const link = frame.container.querySelector('[data-editor-block="/blocks/1"] a[href^="http"]')!;
    expect(fireEvent.click(link)).toBe(false); // the default (following the link) was prevented
    expect(frame.posted.at(-1)).toEqual({ kind: 'select', pointer: '/blocks/1' });
    await frame.send({ document, selected: '/blocks/2' });
    expect(frame.container.querySelector('[data-editor-selected]')).toHaveAttribute('data-editor-block', '/blocks/2');
  });

  it('shows the scheme the editor asks for, whatever the stored or system choice', async () => {
    const frame = startFrame('pt');
    const document = read('pages-data/about.json');
    await frame.send({ document, scheme: 'dark' });
    expect(window.document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Mantine writing its own (the system's, a stored choice) is put back before the next paint.
    window.document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    await waitFor(() => expect(window.document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'), { timeout: 15_000 });
    await frame.send({ document, scheme: 'light' });
    expect(window.document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(localStorage.length).toBe(0);
  });

  it('survives invalid documents while they are typed, and renders the next valid one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = startFrame('en');
    const document = read('pages-data/about.json');
    await frame.send({ document });
    // A block with its required list emptied, and a block type being typed: the rest of the page shows.
    const broken = structuredClone(document);
    broken.blocks.splice(1, 0, { type: 'tabs', label: { pt: '', en: '', es: '' }, tabs: [] }, { type: 'richTe' });
    await frame.send({ document: broken });
    expect(frame.container).toHaveTextContent('This tabs block cannot be shown yet');
    expect(frame.container).toHaveTextContent('Biography');
    // No blocks at all: a line says so over the last page that rendered.
    await frame.send({ document: { ...document, blocks: undefined } });
    expect(within(frame.container).getByText(/This version of the page cannot be shown yet/)).toBeInTheDocument();
    expect(frame.container).toHaveTextContent('Biography');
    await frame.send({ document: null });
    expect(within(frame.container).getByText(/cannot be shown yet: The message holds no page document/)).toBeInTheDocument();
    const fixed = structuredClone(document);
    fixed.blocks[1].heading.en = 'Biography, revised';
    await frame.send({ document: fixed });
    expect(frame.container).not.toHaveTextContent('cannot be shown yet');
    expect(frame.container).toHaveTextContent('Biography, revised');
  });
});
