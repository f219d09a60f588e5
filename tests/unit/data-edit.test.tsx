// A maintainer adds one news item by editing pages-data/collections/news.json, the edit this product
// exists for: the page shows one more item, and the tests' expectations, computed from the collection,
// follow without a test being touched. The edit is made in memory: the collection loader (the seam through
// which every block reads its records) serves a copy with the item added; nothing is written to pages-data/.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import type { NewsItem } from '../../src/generated/schemas.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { collection, featuredSplit, longDate, pageDoc, recordListOf, root, t, withCount, type Language } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const edit = vi.hoisted(() => ({
  /** A valid news item dated the day after the newest one, not featured: it becomes the first of the recent news. */
  newsItemAfter(items: readonly { date: string }[]) {
    const newest = items.map((item) => item.date).sort().at(-1)!;
    const date = new Date(Date.parse(`${newest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const text = (pt: string, en: string, es: string) => ({ pt, en, es });
    return {
      id: 'nova-noticia-de-teste',
      title: text('Grupo inaugura laboratório de controle', 'Group opens a control laboratory', 'El grupo inaugura un laboratorio de control'),
      excerpt: text('Nova bancada de ensino.', 'A new teaching rig.', 'Un nuevo banco de enseñanza.'),
      date,
      category: 'education',
      author: 'Assessoria de Comunicação',
      url: 'https://noticias.ufvc.example/laboratorio-de-controle',
    };
  },
}));

vi.mock('../../src/renderer/language-chunks.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/renderer/language-chunks.ts')>();
  const withNewItem = (load: () => Promise<{ default: unknown }>) => async () => {
    const news = structuredClone((await load()).default) as { items: { date: string }[] };
    news.items.push(edit.newsItemAfter(news.items));
    return { default: news };
  };
  const loaders = Object.fromEntries(
    Object.entries(original.COLLECTION_LOADERS).map(([language, files]) => [
      language,
      Object.fromEntries(Object.entries(files).map(([file, load]) => [file, original.fileNameOf(file) === 'news' ? withNewItem(load) : load])),
    ]),
  );
  return { ...original, COLLECTION_LOADERS: loaders };
});

const onDisk = collection('news');
const added = edit.newsItemAfter(onDisk.items) as NewsItem;
const edited = { ...onDisk, items: [...onDisk.items, added] };

describe('a maintainer adds one news item', () => {
  it('is a valid record of the news collection', () => {
    const validate = createSchemaRegistry(readProjectFiles({ root }).schemas).validator('schemas/collections/news.schema.json');
    expect(validate(edited), JSON.stringify(validate.errors)).toBe(true);
    expect(onDisk.items.map((item) => item.id)).not.toContain(added.id);
  });

  it.each(['pt', 'en'] as Language[])('in %s, /news shows one more recent item and its heading counts it', async (language) => {
    const document = pageDoc('news');
    await loadCodeFor(document.blocks);
    renderWithProviders(<PageRenderer document={document} />, { language, path: '/news' });
    // What the other tests expect, computed from the collection as it now is.
    const before = featuredSplit(onDisk.items);
    const { featured, recent } = featuredSplit(edited.items);
    expect(recent).toHaveLength(before.recent.length + 1);
    expect(featured?.id).toBe(before.featured?.id);

    const heading = screen.getByRole('heading', { name: withCount(recordListOf(document, 'news').heading![language]!, recent.length) });
    const section = heading.closest('section')!;
    const titles = within(section).getAllByRole('heading').filter((element) => element !== heading).map((element) => element.textContent);
    expect(titles).toEqual(recent.map((item) => item.title[language]));
    expect(titles[0]).toBe(added.title[language]);
    expect(within(section).getByText(longDate(added.date, language))).toBeInTheDocument();
    const readMore = screen.getAllByRole('link', { name: new RegExp(`^${t(language, 'news.readMore')}: `) });
    expect(readMore).toHaveLength(edited.items.length);
    expect(readMore.map((link) => link.getAttribute('href'))).toContain(added.url);
  });
});
