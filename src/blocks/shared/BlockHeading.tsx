import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconName, LocalizedText } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { headingAnchor } from '../../renderer/heading-anchor.ts';
import { useHeadingOrder } from '../../renderer/heading-level.tsx';
import { Localized } from '../../i18n/Localized.tsx';

export interface BlockHeadingProps {
  /** The document's heading, in three languages; it gets an anchor for links to it. */
  heading?: LocalizedText;
  /** Or words a block writes itself from its interface strings (Featured, Recent posts), with no anchor. */
  title?: string;
  intro?: LocalizedText;
  icon?: IconName;
  /** Smaller type for headings inside cards. */
  size?: 'section' | 'card';
  /** How many items the block lists, shown after the heading: lists state their own counts. */
  count?: number;
}

/** A block's heading at the level its nesting calls for, with an optional icon and intro line. */
export function BlockHeading({ heading, title: words, intro, icon, size = 'section', count }: BlockHeadingProps) {
  const { localize } = useLanguage();
  const order = useHeadingOrder();
  if (!heading && words === undefined) return null;
  const title = (
    <Title order={order} size={size === 'card' ? 'h4' : order === 2 ? 'h2' : 'h3'} id={heading && headingAnchor(localize(heading))}>
      {words ?? <Localized text={heading!} />}
      {count !== undefined && ` (${count})`}
    </Title>
  );
  return (
    <div>
      {icon ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={size === 'card' ? 34 : 40} radius="md">
            <SchemaIcon name={icon} />
          </ThemeIcon>
          {title}
        </Group>
      ) : (
        title
      )}
      {intro && (
        <Text c="dimmed" mt={6} maw="48rem">
          <Localized text={intro} />
        </Text>
      )}
    </div>
  );
}
