// On an English page, a text still waiting for its translation shows the Portuguese, marked
// lang="pt-BR", and a record or page whose every text waits says so once, in English. The data is
// reduced to one language by the build's own function (onlyLanguage), as a visitor's chunk is.
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import { RecordCard } from '../../src/blocks/RecordList/RecordCard.tsx';
import type { NewsCollection, PageDocument } from '../../src/generated/schemas.ts';
import type { RecordData } from '../../src/records/select-records.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const fixture = join(import.meta.dirname, '../fixtures/translations');
const news = JSON.parse(readFileSync(join(fixture, 'pages-data/collections/news.json'), 'utf8')) as NewsCollection;
const page = JSON.parse(readFileSync(join(fixture, 'draft-page.json'), 'utf8')) as PageDocument;
const ptOnly = news.items.find((item) => item.title.en === undefined)!;
const stale = news.items.find((item) => item.title.translatedFrom?.en !== undefined)!;

afterEach(cleanup);

function renderRecord(record: object, language: 'pt' | 'en') {
  const reduced = onlyLanguage(record, language) as RecordData;
  return renderWithProviders(<RecordCard record={reduced} view={onlyLanguage(news.view, language) as NewsCollection['view']} headed />, { language, path: '/news' });
}

describe('a record written only in Portuguese', () => {
  it('shows its Portuguese on /en/news, each text marked lang="pt-BR", and says once that it is not translated', () => {
    const { container } = renderRecord(ptOnly, 'en');
    const title = screen.getByRole('heading', { name: ptOnly.title.pt });
    expect(within(title).getByText(ptOnly.title.pt).closest('[lang]')?.getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByText(ptOnly.excerpt.pt).closest('[lang]')?.getAttribute('lang')).toBe('pt-BR');
    expect(screen.getAllByText(t('en', 'translation.notice'))).toHaveLength(1);
    // The card's interface strings stay English (the badge, the button).
    expect(container.querySelectorAll('[lang="pt-BR"]')).toHaveLength(2);
  });

  it('reads as plain Portuguese on its own page, with no mark and no notice', () => {
    const { container } = renderRecord(ptOnly, 'pt');
    screen.getByRole('heading', { name: ptOnly.title.pt });
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(t('pt', 'translation.notice'))).toBeNull();
  });
});

describe('a stale translation', () => {
  it('still shows the English it has, as English, with no notice (the report lists it for the translator)', () => {
    const { container } = renderRecord(stale, 'en');
    screen.getByRole('heading', { name: stale.title.en });
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(t('en', 'translation.notice'))).toBeNull();
  });
});

describe('a page written only in Portuguese', () => {
  it('shows its Portuguese on /en, marked, with one notice in English', async () => {
    await loadCodeFor(page.blocks);
    const { container } = renderWithProviders(<PageRenderer document={onlyLanguage(page, 'en') as PageDocument} />, { language: 'en', path: '/' });
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe((page.blocks[0] as { title: { pt: string } }).title.pt);
    expect(h1.querySelector('[lang="pt-BR"]')).not.toBeNull();
    // A block's heading is marked too.
    const heading = screen.getByRole('heading', { level: 2, name: (page.blocks[1] as { heading: { pt: string } }).heading.pt });
    expect(heading.querySelector('[lang="pt-BR"]')).not.toBeNull();
    expect(screen.getAllByText(t('en', 'translation.notice'))).toHaveLength(1);
    expect(container.textContent).not.toContain('translation.notice');
  });

  it('and in Spanish says it in Spanish', async () => {
    await loadCodeFor(page.blocks);
    renderWithProviders(<PageRenderer document={onlyLanguage(page, 'es') as PageDocument} />, { language: 'es', path: '/' });
    expect(screen.getAllByText(t('es', 'translation.notice'))).toHaveLength(1);
  });
});
