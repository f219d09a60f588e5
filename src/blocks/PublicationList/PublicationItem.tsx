import { Group, Stack, Text } from '@mantine/core';
import type { PublicationCollection, PublicationPerson } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { isOwner, readingLink, shortName, sourceDetails, toBibtex, venueOf, type Publication } from '../../records/publication-format.ts';
import { site } from '../../site.ts';

/** An author list with the professor's own name in bold, as academic sites mark it. */
function Authors({ people }: { people: PublicationPerson[] }) {
  return (
    <>
      {people.map((person, index) => (
        <span key={`${person.family}-${person.given}`}>
          {index > 0 && ', '}
          {isOwner(person, site.identity.name) ? <strong>{shortName(person)}</strong> : shortName(person)}
        </span>
      ))}
    </>
  );
}

/** Where it appeared, as one line: the journal or book in italics, then its details. */
function Source({ publication }: { publication: Publication }) {
  const { t } = useLanguage();
  return (
    <Text size="sm">
      {publication.kind !== 'article' && `${t('publication.in')} `}
      <Text span fs="italic" size="sm">
        {venueOf(publication)}
      </Text>
      {sourceDetails(publication, t).map((part) => `, ${part}`)}
    </Text>
  );
}

interface PublicationItemProps {
  publication: Publication;
  /** The collection's settings: the DOI resolver and each kind's badge colour. */
  settings: Pick<PublicationCollection, 'doiResolver' | 'typeColors'>;
  /** Whether the list has a heading: the title sits one level below it. */
  headed: boolean;
}

export function PublicationItem({ publication, settings, headed }: PublicationItemProps) {
  const { t } = useLanguage();
  const link = readingLink(publication, settings.doiResolver);
  const kind = publication.kind === 'article' ? publication.type : publication.kind;
  return (
    <BlockCard component="div">
      <Stack gap={8}>
        <ToneBadge color={settings.typeColors[kind]}>{t(`publication.type.${kind}`)}</ToneBadge>
        <ItemTitle headed={headed} size="md" lang={publication.language ?? 'en'}>
          {publication.title}
        </ItemTitle>
        <Text size="sm">
          <Authors people={publication.authors} />
        </Text>
        <Source publication={publication} />
        {publication.doi && (
          <Text size="sm" c="dimmed">
            {t('publication.doi').replace('{doi}', publication.doi)}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {link && (
            <ItemAction href={link} label={t(publication.kind === 'chapter' ? 'publication.viewChapter' : 'publication.viewPaper')} item={publication.title} icon="externalLink" variant="light" size="xs" />
          )}
          {publication.kind === 'article' && publication.pdfUrl && (
            <ItemAction href={publication.pdfUrl} label={t('publication.downloadPdf')} item={publication.title} icon="download" variant="light" size="xs" />
          )}
          <CopyButton text={toBibtex(publication)} label={t('publication.copyBibtex')} copied={t('publication.bibtexCopied')} item={publication.title} icon="quote" variant="light" size="xs" />
        </Group>
      </Stack>
    </BlockCard>
  );
}
