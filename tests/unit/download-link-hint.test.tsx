// A link that saves a file says so to a screen reader, with what its card shows of the file (format and
// size); a link to another site still says it opens a new tab. The file is the sample's real PDF, its
// size read from the file itself.
import { cleanup, screen } from '@testing-library/react';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemAction } from '../../src/blocks/shared/ItemAction.tsx';
import { RecordCard } from '../../src/blocks/RecordList/RecordCard.tsx';
import type { FileItem, FileCollection } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { formatFileSize } from '../../src/media/file-size.ts';
import type { RecordData } from '../../src/records/select-records.ts';
import { onlyLanguage } from '../../scripts/lib/only-language.ts';
import { collection, t } from '../support/sample-data.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

const files = collection('files') as unknown as FileCollection;
const real = (files.items as FileItem[]).find((item) => item.file)!;
const bytes = statSync(join(import.meta.dirname, '../../pages-data/media', real.file!)).size;

describe("a real file's Download link", () => {
  it.each(LANGUAGES)('in %s says it downloads the file, with its format and size, and never that it opens a tab', (language) => {
    const view = onlyLanguage(files.view, language) as FileCollection['view'];
    renderWithProviders(<RecordCard record={onlyLanguage(real, language) as RecordData} view={view} headed />, { language, path: '/' });
    const hint = t(language, 'link.downloadsFileFacts').replace('{facts}', `PDF, ${formatFileSize(bytes, language)}`);
    const link = screen.getByRole('link', { name: `${t(language, 'download.label')}: ${real.title[language]} ${hint}` });
    expect(link.getAttribute('download')).toBe(real.file);
    expect(link.textContent).not.toContain(t(language, 'link.opensInNewTab'));
  });
});

describe('a link to another site', () => {
  it('keeps its new-tab hint', () => {
    renderWithProviders(<ItemAction href="https://journal.example/paper" label="View" item="A paper" icon="externalLink" />, { language: 'en', path: '/' });
    expect(screen.getByRole('link', { name: `View: A paper ${t('en', 'link.opensInNewTab')}` }).getAttribute('target')).toBe('_blank');
  });
});
