import { Stack, Text } from '@mantine/core';
import type { RichTextBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { site } from '../../site.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** The block's own paragraphs, or the biography site.json holds once (none yet: nothing to show). */
export function paragraphsOf(block: RichTextBlock) {
  return block.text === 'biography' ? (site.identity.biography ?? []) : (block.paragraphs ?? []);
}

/** Paragraphs rendered as text, never as HTML, so a document cannot inject markup. */
export function RichText({ block }: { block: RichTextBlock }) {
  const { localize } = useLanguage();
  const paragraphs = paragraphsOf(block);
  if (!paragraphs.length) return null;
  return (
    <Stack gap="sm" component="section" maw="48rem">
      <BlockHeading heading={block.heading} />
      {paragraphs.map((paragraph) => (
        <Text key={localize(paragraph).slice(0, 40)} lh={1.7}>
          <Localized text={paragraph} />
        </Text>
      ))}
    </Stack>
  );
}
