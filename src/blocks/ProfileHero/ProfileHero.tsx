import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileHeroBlock } from '../../generated/schemas.ts';
import { site } from '../../site.ts';
import { LinkButtons } from '../shared/LinkButton.tsx';
import { IdentityName } from '../shared/IdentityName.tsx';
import { Portrait } from '../shared/Portrait.tsx';
import classes from './ProfileHero.module.css';
import { Localized } from '../../i18n/Localized.tsx';

/** Portrait, name, title and affiliation come from site.json's identity, written once for the whole site. */
export function ProfileHero({ block }: { block: ProfileHeroBlock }) {
  const { identity } = site;
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.hero} component="header">
      <Group align="flex-start" gap="xl" wrap="nowrap" className={classes.layout}>
        <Portrait size={112} eager className={classes.avatar} />
        <Stack gap="sm">
          {block.greeting && (
            <Text fw={600} tt="uppercase" size="sm" className={classes.greeting}>
              <Localized text={block.greeting} />
            </Text>
          )}
          <Title order={1} className={classes.name}>
            <IdentityName />
          </Title>
          <Text size="lg" fw={600}>
            <Localized text={identity.title} />
          </Text>
          <Text>
            <Localized text={identity.department} /> · <Localized text={identity.university} />
          </Text>
          {block.bio && (
            <Text maw="46rem" className={classes.bio}>
              <Localized text={block.bio} />
            </Text>
          )}
          {block.actions && (
            <Group gap="sm" mt="sm">
              <LinkButtons links={block.actions} size="md" />
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
