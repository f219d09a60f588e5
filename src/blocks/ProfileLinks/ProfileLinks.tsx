import { Anchor, Group, Stack } from '@mantine/core';
import type { ProfileLinksBlock } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';
import { identityLinks } from '../../site.ts';
import { BlockSection } from '../shared/BlockSection.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import { ProfileCards } from './ProfileCards.tsx';
import { Localized } from '../../i18n/Localized.tsx';

export function ProfileLinks({ block }: { block: ProfileLinksBlock }) {
  if (block.display === 'cards') return <ProfileCards block={block} />;
  return (
    <BlockSection card heading={block.heading} icon="link">
      <Stack gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {identityLinks(block.links).map((link) => (
          <li key={link.key}>
            <Anchor component={SmartLink} href={link.href} fw={500}>
              <Group gap={8} wrap="nowrap" component="span">
                <SchemaIcon name={link.icon} size={18} />
                <span><Localized text={link.label} /></span>
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </BlockSection>
  );
}
