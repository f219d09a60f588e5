import { Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { ToneBadge } from './ToneBadge.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** An item's topics as gray tags (texts in three languages, or words already in the page's language); long topics wrap rather than being cut. */
export function TopicTags({ topics, style }: { topics: readonly (LocalizedText | string)[]; style?: CSSProperties }) {
  const { localize: localizeText } = useLanguage();
  const localize = (topic: LocalizedText | string) => (typeof topic === 'string' ? topic : localizeText(topic));
  return (
    <Group gap={6} style={{ alignContent: 'flex-start', ...style }}>
      {topics.map((topic) => (
        <ToneBadge key={localize(topic)} color="gray" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
          {typeof topic === 'string' ? topic : <Localized text={topic} />}
        </ToneBadge>
      ))}
    </Group>
  );
}
