import { Group } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { ToneBadge } from './ToneBadge.tsx';

/** An item's topics as gray tags; long topics wrap onto a second line rather than being cut. */
export function TopicTags({ topics, style }: { topics: LocalizedText[]; style?: CSSProperties }) {
  const { localize } = useLanguage();
  return (
    <Group gap={6} style={{ alignContent: 'flex-start', ...style }}>
      {topics.map((topic) => (
        <ToneBadge key={localize(topic)} color="gray" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
          {localize(topic)}
        </ToneBadge>
      ))}
    </Group>
  );
}
