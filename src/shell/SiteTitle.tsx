import { Group, Text, UnstyledButton } from '@mantine/core';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { nameInitials, site } from '../site.ts';
import classes from './Shell.module.css';
import { Localized } from '../i18n/Localized.tsx';

/** The site title, a link home: the professor's name with the department under it. */
export function SiteTitle({ compact = false }: { compact?: boolean }) {
  const { identity } = site;
  return (
    <UnstyledButton component={LocalizedLink} to="/" aria-label={compact ? identity.name : undefined} style={{ minWidth: 0 }}>
      <Group gap="sm" wrap="nowrap">
        {/* Drawn by the shell's own rule: Mantine's Avatar styles would join every page for two letters. */}
        <span className={classes.initials} aria-hidden="true">
          {nameInitials()}
        </span>
        {!compact && (
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" lh={1.2} truncate>
              {identity.name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.2} truncate>
              <Localized text={identity.department} />
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
}
