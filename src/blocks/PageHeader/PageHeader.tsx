import { Stack, Text, Title } from '@mantine/core';
import type { PageHeaderBlock } from '../../generated/schemas.ts';
import { Localized } from '../../i18n/Localized.tsx';

export function PageHeader({ block }: { block: PageHeaderBlock }) {
  return (
    <Stack gap="xs" component="header">
      <Title order={1}><Localized text={block.title} /></Title>
      {block.subtitle && (
        <Text size="lg" c="dimmed" maw="48rem">
          <Localized text={block.subtitle} />
        </Text>
      )}
    </Stack>
  );
}
