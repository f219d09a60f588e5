import { Group, Text, UnstyledButton } from '@mantine/core';
import { LocalizedLink } from '../i18n/LocalizedLink.tsx';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { nameInitials, site } from '../site.ts';
import classes from './Shell.module.css';

/** The site title, a link home: the professor's name with the department under it. */
export function SiteTitle({ compact = false }: { compact?: boolean }) {
  const { localize } = useLanguage();
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
              {localize(identity.department)}
            </Text>
          </div>
        )}
      </Group>
    </UnstyledButton>
  );
}
