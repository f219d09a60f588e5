import { Group, Stack, Text } from '@mantine/core';
import type { Award, AwardListBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { useCollection } from '../../renderer/collections.ts';
import { pick } from '../../lib/pick.ts';
import { useItemTitleTag } from '../../renderer/heading-level.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';

const KIND_COLOR: Record<Award['kind'], string> = { research: 'blue', teaching: 'cyan', fellowship: 'grape', other: 'gray' };

/** A university repository (DSpace and the like) holds the document itself, so its link downloads. */
export function isRepositoryLink(href: string): boolean {
  const url = new URL(href);
  return /^(repositorio|repository)\./i.test(url.hostname) || /\/(handle|bitstream)\//.test(url.pathname);
}

function AwardLink({ href, title }: { href: string; title: string }) {
  const { t } = useLanguage();
  const download = isRepositoryLink(href);
  return <ItemAction href={href} label={t(download ? 'award.download' : 'award.visit')} item={title} icon={download ? 'download' : 'externalLink'} variant="light" size="xs" />;
}

export function AwardList({ block }: { block: AwardListBlock }) {
  const { localize, t } = useLanguage();
  const ItemTitle = useItemTitleTag(!!block.heading);
  const awards = pick(useCollection('awards').items, block.ids);
  return (
    <Stack gap="md" component="section">
      <BlockHeading heading={block.heading} intro={block.intro} />
      <Stack gap="md">
        {awards.map((item) => {
          const title = localize(item.title);
          return (
            <BlockCard key={item.id}>
              <Group align="flex-start" wrap="nowrap" gap="lg">
                <Text fw={800} fz={22} c="var(--site-accent-text)" lh={1.2} miw={56}>
                  {item.year}
                </Text>
                <Stack gap={6} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <ToneBadge color={KIND_COLOR[item.kind]}>{t(`award.kind.${item.kind}`)}</ToneBadge>
                    {item.location && (
                      <ToneBadge color="gray" leftSection={<SchemaIcon name="mapPin" size={12} />}>
                        {localize(item.location)}
                      </ToneBadge>
                    )}
                  </Group>
                  <Text component={ItemTitle} fw={700} size="lg" m={0}>
                    {title}
                  </Text>
                  <Text size="sm" fw={500}>
                    {localize(item.organization)}
                  </Text>
                  <Text c="dimmed">{localize(item.description)}</Text>
                  {item.details && <Text size="sm">{localize(item.details)}</Text>}
                  {item.link && <AwardLink href={item.link} title={title} />}
                </Stack>
              </Group>
            </BlockCard>
          );
        })}
      </Stack>
    </Stack>
  );
}
