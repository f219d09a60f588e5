// A view's copy action, end to end in the DOM: a collection's view gains a copy button (JSON only), the
// record list renders it as static HTML, and the first-load script's click handler copies the field's
// value, then says so on the button and in its live region, or says it could not.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodeRepositoryCollection, RecordListBlock } from '../../src/generated/schemas.ts';
import { startActionButtons } from '../../src/blocks/shared/action-buttons.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { provideCollection } from '../../src/renderer/collections.ts';
import { readJson, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const live = readJson<CodeRepositoryCollection>('pages-data/collections/code-repositories.json');
const [repository] = live.items;
// Any locale key serves as the button's word; the sample's locales have no "copy the address" yet.
const copyAction = { kind: 'copy', label: 'publication.copyBibtex', icon: 'copy', field: 'repository', variant: 'light' } as const;

beforeAll(() => startActionButtons());
afterEach(() => {
  cleanup();
  provideCollection('code-repositories', 'en', undefined);
  vi.useRealTimers();
});

async function renderWithCopy() {
  provideCollection('code-repositories', 'en', { ...live, view: { ...live.view, actions: [...(live.view.actions ?? []), copyAction] } });
  const block: RecordListBlock = { type: 'recordList', collection: 'code-repositories', ids: [repository!.id] as RecordListBlock['ids'] };
  await loadCodeFor(block);
  renderWithProviders(<BlockRenderer block={block} />, { language: 'en' });
  return screen.getByRole('button', { name: `${t('en', 'publication.copyBibtex')}: ${repository!.title.en}` });
}

describe('a view\'s copy action', () => {
  it('copies the field\'s value and confirms it on the button and to screen readers, then goes back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await renderWithCopy();
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(repository!.repository);
    expect(button).toHaveAttribute('aria-label', `${t('en', 'copy.done')}: ${repository!.title.en}`);
    expect(button).toHaveTextContent(t('en', 'copy.done'));
    expect(screen.getByRole('status')).toHaveTextContent(t('en', 'copy.done'));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(button).toHaveAttribute('aria-label', `${t('en', 'publication.copyBibtex')}: ${repository!.title.en}`);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser refuses the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => Promise.reject(new Error('denied')) }, configurable: true });
    const button = await renderWithCopy();
    await act(async () => button.click());
    expect(button).toHaveTextContent(t('en', 'copy.failed'));
    expect(screen.getByRole('status')).toHaveTextContent(t('en', 'copy.failed'));
  });
});
