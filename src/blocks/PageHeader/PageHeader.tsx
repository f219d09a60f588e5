import { Stack, Text, Title } from '@mantine/core';
import type { PageHeaderBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';

export function PageHeader({ block }: { block: PageHeaderBlock }) {
  const { localize } = useLanguage();
  return (
    <Stack gap="xs" component="header">
      <Title order={1}>{localize(block.title)}</Title>
      {block.subtitle && (
        <Text size="lg" c="dimmed" maw="48rem">
          {localize(block.subtitle)}
        </Text>
      )}
    </Stack>
  );
}
