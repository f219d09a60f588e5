import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CallToActionBlock } from '../../generated/schemas.ts';
import { useHeadingOrder } from '../../renderer/heading-level.tsx';
import { LinkButtons } from '../shared/LinkButton.tsx';
import classes from './CallToAction.module.css';
import { Localized } from '../../i18n/Localized.tsx';

export function CallToAction({ block }: { block: CallToActionBlock }) {
  const order = useHeadingOrder();
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.band} component="section">
      <Stack gap="md" align="center" ta="center">
        <Title order={order} size="h2">
          <Localized text={block.heading} />
        </Title>
        <Text size="lg" maw="42rem">
          <Localized text={block.text} />
        </Text>
        <Group gap="sm" justify="center">
          <LinkButtons links={block.actions} size="md" />
        </Group>
      </Stack>
    </Paper>
  );
}
