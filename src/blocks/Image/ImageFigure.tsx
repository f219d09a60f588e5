import { Text } from '@mantine/core';
import type { ImageBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { mediaImage } from '../../media/media.ts';
import { MediaPicture } from '../../media/MediaPicture.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { Localized } from '../../i18n/Localized.tsx';
import classes from './ImageFigure.module.css';

/** The figure's width in the page's content column (72rem less its padding), or the whole screen on a phone. */
const SIZES = '(min-width: 72em) 68rem, 100vw';

export function ImageFigure({ block }: { block: ImageBlock }) {
  const { localize, langOf } = useLanguage();
  return (
    <BlockSection heading={block.heading}>
      <BlockCard component="figure" m={0} p="md">
        <MediaPicture image={mediaImage(block.src)} alt={block.alt ? localize(block.alt) : ''} lang={block.alt && langOf(block.alt)} sizes={SIZES} priority={block.priority} className={classes.picture} />
        {block.caption && (
          <Text component="figcaption" size="sm" c="dimmed" mt="sm" ta="center">
            <Localized text={block.caption} />
          </Text>
        )}
      </BlockCard>
    </BlockSection>
  );
}
