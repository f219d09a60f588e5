import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CvHeaderBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { site } from '../../site.ts';
import { EmailLink, PhoneLink } from '../shared/IdentityLinks.tsx';
import { SmartLink } from '../shared/SmartLink.tsx';
import { CvButtons } from './CvButtons.tsx';

/** The head of the CV, all from the identity in site.json (the name is the page's title), then its buttons. */
export function CvHeader({ block }: { block: CvHeaderBlock }) {
  const { localize, t } = useLanguage();
  const { identity } = site;
  const links = (block.links ?? []).flatMap((key) => identity.links[key] ?? []);
  const header = (
    <Stack gap={6} component="header">
      <Title order={1}>{identity.name}</Title>
      <Text size="lg" fw={600}>
        {localize(identity.title)}
      </Text>
      <Text c="dimmed">
        {localize(identity.department)} · {localize(identity.university)}
      </Text>
      <Group gap="lg" mt="xs" aria-label={t('cv.contact')} role="group">
        <Group gap={6} wrap="nowrap">
          <SchemaIcon name="mail" size={16} />
          <EmailLink />
        </Group>
        <Group gap={6} wrap="nowrap">
          <SchemaIcon name="phone" size={16} />
          <PhoneLink />
        </Group>
        <Group gap={6} wrap="nowrap">
          <SchemaIcon name="door" size={16} />
          <Text>{`${localize(identity.office)}, ${identity.city}`}</Text>
        </Group>
      </Group>
      {links.length > 0 && (
        <Group gap="lg">
          {/* External: printed with their address after them (src/shell/print.css). */}
          {links.map((link) => (
            <Anchor key={link.href} component={SmartLink} href={link.href} size="sm">
              {localize(link.label)}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
  if (!block.download) return header;
  // The buttons sit as far below the head as the page's blocks sit from each other (PageRenderer).
  return (
    <Stack gap={48}>
      {header}
      <CvButtons download={block.download} />
    </Stack>
  );
}
