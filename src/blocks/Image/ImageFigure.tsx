import '@mantine/core/styles/Image.css';
import { Image, Text } from '@mantine/core';
import type { ImageBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { Localized } from '../../i18n/Localized.tsx';
import { withBase } from '../../i18n/site-base.ts';

export function ImageFigure({ block }: { block: ImageBlock }) {
  const { localize } = useLanguage();
  return (
    <BlockSection heading={block.heading}>
      <BlockCard component="figure" m={0} p="md">
        <Image src={withBase(block.src)} alt={localize(block.alt)} width={block.width} height={block.height} loading="lazy" h="auto" w="100%" fit="contain" />
        {block.caption && (
          <Text component="figcaption" size="sm" c="dimmed" mt="sm" ta="center">
            <Localized text={block.caption} />
          </Text>
        )}
      </BlockCard>
    </BlockSection>
  );
}
