import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { CvDownloadBlock } from '../../generated/schemas.ts';
import { cvRef, loadCvEntry } from '../../downloads/cv-document.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BuiltDownloadButton } from '../shared/DownloadButton.tsx';

/**
 * Download PDF writes the CV from the collections when clicked (they and jspdf load then); Print opens
 * the browser's dialog. Both work on screen only, so the print stylesheet leaves the group out.
 */
export function CvDownload({ block }: { block: CvDownloadBlock }) {
  const { language, t } = useLanguage();
  const { ids } = block.publications;
  // The entry only names what to load: the collections come on the click, jspdf with the download helper.
  const entry = () => loadCvEntry(ids, language, t);
  return (
    <Group gap="sm" role="group" aria-label={t('cv.actions')} data-screen-only>
      <BuiltDownloadButton download={cvRef(language)} entry={entry} label={t('cv.downloadPdf')} item={t('cv.title')} />
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
        {t('cv.print')}
      </Button>
    </Group>
  );
}
