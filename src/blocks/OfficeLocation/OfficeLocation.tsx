import { Group, Stack, Text } from '@mantine/core';
import type { OfficeLocationBlock } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { site } from '../../site.ts';
import { BlockCard } from '../shared/BlockCard.tsx';
import { DownloadButton } from '../shared/DownloadButton.tsx';
import { ItemGrid } from '../shared/ItemGrid.tsx';
import { LinkButtons } from '../shared/LinkButton.tsx';
import { MAP_SOURCE_ATTRIBUTE } from './map-behaviour.ts';
import classes from './OfficeLocation.module.css';
import { Localized } from '../../i18n/Localized.tsx';

/** The postal address comes from site.json's identity; the map frame loads only when scrolled near (map-behaviour.ts). */
export function OfficeLocation({ block }: { block: OfficeLocationBlock }) {
  const { localize } = useLanguage();
  const { identity } = site;
  const frame = { className: classes.map, title: block.mapTitle && localize(block.mapTitle), referrerPolicy: 'no-referrer' } as const;
  return (
    <ItemGrid heading={block.heading} intro={block.intro}>
      <BlockCard>
        <Stack gap="md" justify="space-between" h="100%">
          <address className={classes.address}>
            <Text fw={700}><Localized text={identity.university} /></Text>
            {[localize(identity.department), localize(identity.campus), identity.postalAddress, `${identity.city} · ${identity.postalCode}`].map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </address>
          <Group gap="sm">
            {block.downloads?.map((action, index) => (
              <DownloadButton
                key={`${action.download.key}-${action.download.number}`}
                download={action.download}
                label={localize(action.label)}
                item={localize(identity.campus)}
                variant={index === 0 ? 'filled' : 'light'}
              />
            ))}
            {block.actions && <LinkButtons links={block.actions} />}
          </Group>
        </Stack>
      </BlockCard>
      {block.mapEmbedUrl && (
        <BlockCard p={0} className={classes.mapCard}>
          <iframe {...frame} {...{ [MAP_SOURCE_ATTRIBUTE]: block.mapEmbedUrl }} />
          <noscript>
            <iframe {...frame} src={block.mapEmbedUrl} loading="lazy" />
          </noscript>
        </BlockCard>
      )}
    </ItemGrid>
  );
}
