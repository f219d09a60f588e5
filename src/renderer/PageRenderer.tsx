import { Stack } from '@mantine/core';
import type { PageDocument } from '../generated/schemas.ts';
import { BlockList } from './BlockRenderer.tsx';

export function PageRenderer({ document }: { document: PageDocument }) {
  return (
    <Stack gap={48}>
      <BlockList blocks={document.blocks} />
    </Stack>
  );
}
