import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { CvDownload } from '../../generated/schemas.ts';
import { cvRef } from '../../downloads/cv-document.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { actionAttributes } from '../shared/action-buttons.ts';
import { DownloadButton } from '../shared/DownloadButton.tsx';

/**
 * Download PDF writes the CV from the collections when clicked (they and jspdf load then); Print opens
 * the browser's dialog. Both are action buttons of the first-load script, so the block is static HTML.
 * Both work on screen only, so the print stylesheet leaves the group out.
 */
export function CvButtons({ download }: { download: CvDownload }) {
  const { language, t } = useLanguage();
  return (
    <Group gap="sm" role="group" aria-label={t('cv.actions')} data-screen-only>
      <DownloadButton download={cvRef(language)} writer={{ kind: 'cv', publications: download.publications.ids }} label={t('cv.downloadPdf')} item={t('cv.title')} />
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden="true" />} {...actionAttributes({ kind: 'print' })}>
        {t('cv.print')}
      </Button>
    </Group>
  );
}
