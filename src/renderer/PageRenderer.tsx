import { Stack } from '@mantine/core';
import type { PageDocument } from '../generated/schemas.ts';
import { TranslationNotice } from '../blocks/shared/TranslationNotice.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { isUntranslated } from '../i18n/localized-text.ts';
import { BlockList } from './BlockRenderer.tsx';

export function PageRenderer({ document }: { document: PageDocument }) {
  const { language } = useLanguage();
  const blocks = (
    <Stack gap={48}>
      <BlockList blocks={document.blocks} />
    </Stack>
  );
  // A page whose every text waits for this language says so once, above its content.
  if (!isUntranslated(document, language)) return blocks;
  return (
    <Stack gap="md">
      <TranslationNotice of={document} />
      {blocks}
    </Stack>
  );
}
