// The editor's translation view over the fixture's news collection (tests/fixtures/translations/): it
// lists exactly the texts the report finds (a pt-only record's, a stale title), the Portuguese beside each
// input, and "Mark as translated" writes the translation with the fingerprint of its Portuguese.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToTranslateBadge } from '../../editor/app/translations/ToTranslateBadge.tsx';
import { TranslationView } from '../../editor/app/translations/TranslationView.tsx';
import type { NewsCollection } from '../../src/generated/schemas.ts';
import { pendingTranslations } from '../../src/i18n/translation-report.ts';
import { fingerprint, translationState } from '../../src/i18n/translation-status.ts';
import './editor-app-support.ts';

const NEWS = 'pages-data/collections/news.json';
const news = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/translations', NEWS), 'utf8')) as NewsCollection;
const ptOnly = news.items.findIndex((item) => item.title.en === undefined);
const stale = news.items.findIndex((item) => item.title.translatedFrom?.en !== undefined);
const NAMES = { en: 'English', es: 'Spanish' } as const;

afterEach(cleanup);

function renderView() {
  const onTranslate = vi.fn();
  render(
    <MantineProvider>
      <TranslationView path={NEWS} data={news} onTranslate={onTranslate} />
    </MantineProvider>,
  );
  return onTranslate;
}

describe("the editor's translation view", () => {
  it('says how many texts wait and, opened, lists exactly those texts with the Portuguese beside each input', () => {
    renderView();
    const expected = pendingTranslations(NEWS, news);
    const toggle = screen.getByRole('button', { name: `${expected.length} to translate` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const list = screen.getByRole('list', { name: 'Texts to translate' });
    // The pt-only record's title and excerpt in English and Spanish, and the stale English title: nothing else.
    expect(expected.map((item) => `${item.pointer} ${item.language}`)).toEqual([
      ...['title', 'excerpt'].flatMap((field) => [`/items/${ptOnly}/${field} en`, `/items/${ptOnly}/${field} es`]),
      `/items/${stale}/title en`,
    ]);
    expect(within(list).getAllByRole('textbox')).toHaveLength(expected.length);
    for (const item of expected) within(list).getByRole('textbox', { name: `${NAMES[item.language]} translation of ${item.pointer}` });
    expect(within(list).getAllByText(news.items[ptOnly]!.title.pt).length).toBeGreaterThan(0);
    // A stale translation is offered for revision, with what it says now.
    expect(within(list).getByRole('textbox', { name: `English translation of /items/${stale}/title` })).toHaveProperty('value', news.items[stale]!.title.en);
  });

  it('"Mark as translated" writes the translation and the fingerprint of the Portuguese it was made from', () => {
    const onTranslate = renderView();
    fireEvent.click(screen.getByRole('button', { name: /to translate$/ }));
    const input = screen.getByRole('textbox', { name: `English translation of /items/${ptOnly}/title` });
    const button = screen.getByRole('button', { name: `Mark the English of /items/${ptOnly}/title as translated` });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'Seminar on predictive control brings industry and university together' } });
    fireEvent.click(button);
    const [pointer, text] = onTranslate.mock.calls[0]!;
    expect(pointer).toBe(`/items/${ptOnly}/title`);
    expect(text).toEqual({ pt: news.items[ptOnly]!.title.pt, en: 'Seminar on predictive control brings industry and university together', translatedFrom: { en: fingerprint(news.items[ptOnly]!.title.pt) } });
    expect(translationState(text, 'en')).toBe('translated');
    expect(translationState(text, 'es')).toBe('missing');
  });

  it('shows nothing for a fully translated file, and the file list says "N to translate" only when there are some', () => {
    const translated = { ...news, items: news.items.filter((_, index) => index !== ptOnly && index !== stale) };
    render(
      <MantineProvider>
        <TranslationView path={NEWS} data={translated} onTranslate={() => {}} />
        <ToTranslateBadge count={0} />
        <ToTranslateBadge count={pendingTranslations(NEWS, news).length} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: /to translate$/ })).toBeNull();
    expect(screen.getAllByText(/to translate$/).map((badge) => badge.textContent)).toEqual([`${pendingTranslations(NEWS, news).length} to translate`]);
  });
});
