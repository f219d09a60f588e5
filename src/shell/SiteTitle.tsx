import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { nameInitials, site } from '../site.ts';

/** The site title, a link home: the professor's name with the department under it. */
export function SiteTitle({ compact = false }: { compact?: boolean }) {
  const { localize } = useLanguage();
  const { identity } = site;
  return (
    <UnstyledButton component={LocalizedLink} to="/" aria-label={compact ? identity.name : undefined} style={{ minWidth: 0 }}>
      <Group gap="sm" wrap="nowrap">
        <Avatar color="blue" variant="filled" radius="xl" size={34} aria-hidden="true">
          {nameInitials()}
        </Avatar>
        {!compact && (
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" lh={1.2} truncate>
              {identity.name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2} truncate>
              {localize(identity.department)}
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
}
