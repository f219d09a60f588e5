import { Group, Stack, Text } from '@mantine/core';
import type { PublicationCollection, PublicationPerson } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { BlockCard } from '../shared/BlockCard.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { ItemAction } from '../shared/ItemAction.tsx';
import { ItemTitle } from '../shared/ItemTitle.tsx';
import { ToneBadge } from '../shared/ToneBadge.tsx';
import { badgeColour, badgeOf, doiOf, isOwner, readingLink, shortName, sourceDetails, toBibtex, venueOf, type Publication } from '../../records/publication-format.ts';
import { site } from '../../site.ts';
import { formatNumber } from '../../i18n/numbers.ts';

/** An author list with the professor's own name in bold, as academic sites mark it; an edited book's end with "(org.)". */
function Authors({ people, editors }: { people: PublicationPerson[]; editors?: boolean }) {
  const { t } = useLanguage();
  return (
    <>
      {people.map((person, index) => (
        <span key={`${person.family}-${person.given}`}>
          {index > 0 && ', '}
          {isOwner(person, site.identity.name) ? <strong>{shortName(person)}</strong> : shortName(person)}
        </span>
      ))}
      {editors && ` ${t(`publication.bookEditors.${people.length === 1 ? 'one' : 'other'}`)}`}
    </>
  );
}

/** The words that introduce the venue: "In:" for a chapter or a paper in proceedings; none for an article, a book or a patent. */
const IN_SOMETHING = new Set<Publication['kind']>(['chapter', 'conference']);

/** Where it appeared, as one line: the journal or book in italics (a book's publisher and a patent's office plain), then its details. */
function Source({ publication }: { publication: Publication }) {
  const { t, language } = useLanguage();
  const venue = venueOf(publication);
  const details = sourceDetails(publication, t, language);
  const italic = publication.kind !== 'book' && publication.kind !== 'patent';
  return (
    <Text size="sm">
      {IN_SOMETHING.has(publication.kind) && `${t('publication.in')} `}
      {venue && italic ? (
        <Text span fs="italic" size="sm">
          {venue}
        </Text>
      ) : (
        venue
      )}
      {(venue ? details.map((part) => `, ${part}`) : details.join(', '))}
    </Text>
  );
}

/** The words of the reading link, by kind. */
const VIEW_WORDS: Record<Publication['kind'], string> = {
  article: 'publication.viewPaper',
  conference: 'publication.viewPaper',
  chapter: 'publication.viewChapter',
  book: 'publication.viewBook',
  patent: 'publication.viewPatent',
};

interface PublicationItemProps {
  publication: Publication;
  /** The collection's settings: the DOI resolver and each kind's badge colour. */
  settings: Pick<PublicationCollection, 'doiResolver' | 'typeColors'>;
  /** Whether the list has a heading: the title sits one level below it. */
  headed: boolean;
  /** Its stored citation count, when the list shows them (the block's citedBy). */
  citedBy?: number;
}

export function PublicationItem({ publication, settings, headed, citedBy }: PublicationItemProps) {
  const { t, language } = useLanguage();
  const link = readingLink(publication, settings.doiResolver);
  const badge = badgeOf(publication);
  const doi = doiOf(publication);
  return (
    <BlockCard component="div">
      <Stack gap={8}>
        <ToneBadge color={badgeColour(settings.typeColors, badge.colour)}>{t(`publication.type.${badge.words}`)}</ToneBadge>
        <ItemTitle headed={headed} size="md" lang={publication.language ?? 'en'}>
          {publication.title}
        </ItemTitle>
        <Text size="sm">
          <Authors people={publication.authors} editors={publication.kind === 'book' && publication.edited} />
        </Text>
        <Source publication={publication} />
        {doi && (
          <Text size="sm" c="dimmed">
            {t('publication.doi').replace('{doi}', doi)}
          </Text>
        )}
        {citedBy !== undefined && (
          <Text size="sm" c="dimmed">
            {t('publication.citedBy').replace('{count}', formatNumber(citedBy, language))}
          </Text>
        )}
        {publication.kind === 'book' && publication.isbn && (
          <Text size="sm" c="dimmed">
            {t('publication.isbn').replace('{isbn}', publication.isbn)}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {link && <ItemAction href={link} label={t(VIEW_WORDS[publication.kind])} item={publication.title} icon="externalLink" variant="light" size="xs" />}
          {publication.kind === 'article' && publication.pdfUrl && (
            <ItemAction href={publication.pdfUrl} label={t('publication.downloadPdf')} item={publication.title} icon="download" variant="light" size="xs" />
          )}
          <CopyButton text={toBibtex(publication)} label={t('publication.copyBibtex')} copied={t('publication.bibtexCopied')} item={publication.title} icon="quote" variant="light" size="xs" />
        </Group>
      </Stack>
    </BlockCard>
  );
}
