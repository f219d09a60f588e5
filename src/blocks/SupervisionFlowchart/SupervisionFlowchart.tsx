import { Text } from '@mantine/core';
import type { SupervisionFlowchartBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockSection } from '../shared/BlockSection.tsx';
import { NoRecords } from '../shared/NoRecords.tsx';
import { FlowchartDrawing } from './FlowchartDrawing.tsx';
import { fill, flowchartFigures, spanText } from './flowchart-figures.ts';

/** The flowchart of one level's supervisions, drawn from the graduates as the page is built, with its caption. */
export function SupervisionFlowchart({ block }: { block: SupervisionFlowchartBlock }) {
  const { localize, t } = useLanguage();
  const figures = flowchartFigures(useCollection(block.collection).items, block.level);
  // No completed supervision of this level yet: a chart of nothing would only draw empty boxes.
  if (figures.count === 0)
    return (
      <BlockSection heading={block.heading}>
        <NoRecords>{t('flowchart.none')}</NoRecords>
      </BlockSection>
    );
  return (
    <BlockSection heading={block.heading}>
      <BlockCard component="figure" m={0} p="md">
        <FlowchartDrawing block={block} figures={figures} />
        {block.caption && (
          <Text component="figcaption" size="sm" c="dimmed" mt="sm" ta="center">
            {fill(localize(block.caption), { first: figures.first ?? '', last: figures.last ?? '', count: figures.count, span: spanText(figures.first, figures.last) })}
          </Text>
        )}
      </BlockCard>
    </BlockSection>
  );
}
