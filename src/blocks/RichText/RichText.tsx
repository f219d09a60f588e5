import { Stack, Text } from '@mantine/core';
import type { RichTextBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** Paragraphs rendered as text, never as HTML, so a document cannot inject markup. */
export function RichText({ block }: { block: RichTextBlock }) {
  const { localize } = useLanguage();
  return (
    <Stack gap="sm" component="section" maw="48rem">
      <BlockHeading heading={block.heading} />
      {block.paragraphs.map((paragraph) => (
        <Text key={localize(paragraph).slice(0, 40)} lh={1.7}>
          <Localized text={paragraph} />
        </Text>
      ))}
    </Stack>
  );
}
