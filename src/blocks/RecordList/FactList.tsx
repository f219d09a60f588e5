import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { RecordView } from '../../generated/schemas.ts';
import type { ShownFact } from '../../records/record-view.ts';
import { Fact } from '../shared/Fact.tsx';

/** A card's facts as its view lays them out: one under another, or side by side for short figures. */
export function FactList({ layout = 'column', style, children }: { layout?: RecordView['factLayout']; style?: CSSProperties; children: ShownFact[] }) {
  const facts = children.map((fact) => (
    <Fact key={fact.words} icon={fact.icon} label={fact.label} dimmed={fact.style === 'dimmed'}>
      {fact.style === 'italic' || fact.lang ? (
        <Text span size="sm" fs={fact.style === 'italic' ? 'italic' : undefined} lang={fact.lang}>
          {fact.words}
        </Text>
      ) : (
        fact.words
      )}
    </Fact>
  ));
  const [Layout, gap] = layout === 'row' ? ([Group, 'lg'] as const) : ([Stack, 4] as const);
  return (
    <Layout gap={gap} style={style}>
      {facts}
    </Layout>
  );
}
