import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CallToActionBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useHeadingOrder } from '../../renderer/heading-level.tsx';
import { LinkButtons } from '../shared/LinkButton.tsx';
import classes from './CallToAction.module.css';

export function CallToAction({ block }: { block: CallToActionBlock }) {
  const { localize } = useLanguage();
  const order = useHeadingOrder();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.band} component="section">
      <Stack gap="md" align="center" ta="center">
        <Title order={order} size="h2">
          {localize(block.heading)}
        </Title>
        <Text size="lg" maw="42rem">
          {localize(block.text)}
        </Text>
        <Group gap="sm" justify="center">
          <LinkButtons links={block.actions} size="md" />
        </Group>
      </Stack>
    </Paper>
  );
}
