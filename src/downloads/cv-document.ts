// The CV as a download entry, written on click from the records the /cv page shows (site identity,
// education, leadership, awards, publications, graduates, courses), in the page's language; the
// download helper typesets it with jspdf like any other PDF entry. Nothing is stored twice, and the
// records are chosen by the same selection as the page's lists (src/records/select-records.ts).
import type { CollectionCount, DownloadRef, DownloadSection, LocalizedText, MetricsDocument } from '../generated/schemas.ts';
import type { TitledEntry } from './save-download.ts';
import type { Language } from '../i18n/languages.ts';
import { doiOf, shortName, shownPublications, sourceDetails, venueOf, type Publication } from '../records/publication-format.ts';
import { loadCollection, type Collections } from '../renderer/collections.ts';
import { shownRecords } from '../records/select-records.ts';
import { figureOf } from '../blocks/StatsBand/computed-figure.ts';
import { citationFigures } from '../records/citation-figures.ts';
import { loadMetrics } from '../renderer/metrics.ts';
import { formatDate } from '../i18n/dates.ts';
import { site } from '../site.ts';
import { localText } from '../i18n/localized-text.ts';
import { printImageUrl } from '../media/media.ts';

type Translate = (key: string) => string;

export type CvSources = Pick<Collections, 'education' | 'leadership-positions' | 'other-positions' | 'awards' | 'publications' | 'graduates' | 'courses'> & {
  /** The stored citation counts (pages-data/metrics.json), when a refresh has written them. */
  metrics?: MetricsDocument;
};

/** The citation figures the site shows, as the CV's lines, with the date of the count; none before any count. */
function citationLines(sources: CvSources, language: Language, t: Translate): string[] {
  const figures = citationFigures(sources.publications, sources.metrics);
  if (!figures) return [];
  return [
    `${t('citations.total')}: ${figures.total}`,
    `${t('citations.hIndex')}: ${figures.hIndex}`,
    `${t('citations.i10Index')}: ${figures.i10Index}`,
    t('stats.countedOn').replace('{source}', figures.source).replace('{date}', formatDate(figures.countedOn, language)),
  ];
}

/** The file's name follows the download rule: cv_<language>_1.pdf (cv_pt_1.pdf, cv_en_1.pdf, cv_es_1.pdf). */
export const cvRef = (language: Language): DownloadRef => ({ key: `cv-${language}`, number: 1 });

/**
 * The supervision figures, with the filters of the CV page's statsBand (and of /alumni's overview):
 * a test holds the two equal, so the PDF and the page count the same graduates.
 */
export const SUPERVISION_FIGURES: { label: string; where: NonNullable<CollectionCount['count']['where']> }[] = [
  { label: 'cv.supervision.graduate', where: { level: ['doctorate', 'masters'] } },
  { label: 'cv.supervision.specialization', where: { level: 'specialization' } },
  { label: 'cv.supervision.doctorate', where: { level: 'doctorate' } },
  { label: 'cv.supervision.masters', where: { level: 'masters' } },
];

/** One reference line: authors, year, title, then the journal or the book (a book's publisher, a patent's office). */
export function citation(work: Publication, t: Translate, language: Language = 'pt'): string {
  const editors = work.kind === 'book' && work.edited ? ` ${t(`publication.bookEditors.${work.authors.length === 1 ? 'one' : 'other'}`)}` : '';
  const head = `${work.authors.map(shortName).join(', ')}${editors} (${work.year}). ${work.title}.`;
  const doi = doiOf(work) ? ` DOI: ${doiOf(work)}` : '';
  if (work.kind === 'article') return `${head} ${[work.journal, work.volume, work.pages].filter(Boolean).join(', ')}.${doi}`;
  if (work.kind === 'conference') return `${head} ${t('publication.in')} ${[work.conference, work.location, work.pages && `${t('publication.pages')} ${work.pages}`].filter(Boolean).join(', ')}.${doi}`;
  // A book's and a patent's details, as the list shows them, less the year the head already gives.
  if (work.kind === 'book' || work.kind === 'patent') {
    const details = sourceDetails(work, t, language).filter((part) => part !== String(work.year));
    const isbn = work.kind === 'book' && work.isbn ? ` ${t('publication.isbn').replace('{isbn}', work.isbn)}.` : '';
    const body = [venueOf(work), ...details].filter(Boolean).join(', ');
    return `${head} ${body}${body.endsWith('.') ? '' : '.'}${isbn}${doi}`;
  }
  const bookEditors = work.editors ? `${work.editors.map(shortName).join(', ')} (${t('publication.editors')}), ` : '';
  const published = [work.publisher, work.pages && `${t('publication.pages')} ${work.pages}`].filter(Boolean).join(', ');
  return `${head} ${t('publication.in')} ${bookEditors}${work.book}.${published ? ` ${published}.` : ''}${doi}`;
}

/** The CV's content for one language: pure, so tests read it without jspdf. */
export function cvEntry(sources: CvSources, publicationIds: readonly string[], language: Language, t: Translate): TitledEntry {
  // The entry's texts are read in this language only.
  const text = (value: string) => ({ [language]: value }) as unknown as LocalizedText;
  const local = (value: LocalizedText) => localText(value, language);
  // Every section has records (the collections require one at least), one paragraph each.
  const section = (key: string, lines: string[]): DownloadSection => ({ heading: text(t(`cv.section.${key}`)), paragraphs: lines.map(text) as DownloadSection['paragraphs'] });
  const { identity } = site;
  const citations = citationLines(sources, language, t);
  return {
    ...cvRef(language),
    format: 'pdf',
    title: text(t('cv.title')),
    course: text([identity.email, identity.phone, `${local(identity.office)}, ${identity.city}`].join(' · ')),
    footer: text(t('cv.title')),
    // The portrait beside the name, when site.json has one (the build makes its small JPEG).
    ...(identity.portrait && printImageUrl(identity.portrait.file) ? { portrait: printImageUrl(identity.portrait.file) } : {}),
    sections: [
      section('education', sources.education.items.map((degree) => `${degree.year} · ${local(degree.degree)}, ${local(degree.institution)}`)),
      // The main positions, then the others, in the order their views give /cv's lists.
      section('positions', [sources['leadership-positions'], sources['other-positions']].flatMap(({ items, view }) => shownRecords<{ id: string } & typeof items[number]>(items, {}, view)).map((position) => `${position.period} · ${local(position.title)}, ${local(position.institution)}`)),
      section('awards', shownRecords(sources.awards.items).map((award) => `${award.year} · ${local(award.title)}, ${local(award.organization)}`)),
      section('publications', shownPublications(sources.publications, publicationIds).map((work) => citation(work, t, language))),
      // The figures of the site's stats bands (src/records/citation-figures.ts), once counts are stored.
      ...(citations.length ? [section('citations', citations)] : []),
      // Counted as the page's statsBand counts them (src/blocks/StatsBand/computed-figure.ts).
      section('supervision', SUPERVISION_FIGURES.map((figure) => `${t(figure.label)}: ${figureOf({ count: { collection: 'graduates', where: figure.where } }, [sources.graduates])}`)),
      // The courses in the order their view gives /cv's list.
      section('courses', shownRecords(sources.courses.items, {}, sources.courses.view).map((course) => `${course.code} · ${local(course.name)} (${t(`course.level.${course.level}`)}, ${course.semester})`)),
    ],
  };
}

/** Loads the collections in the page's language (on click, not with the page) and writes the entry. */
export async function loadCvEntry(publicationIds: readonly string[], language: Language, t: Translate): Promise<TitledEntry> {
  const [education, positions, otherPositions, awards, publications, graduates, courses, metrics] = await Promise.all([
    loadCollection('education', language),
    loadCollection('leadership-positions', language),
    loadCollection('other-positions', language),
    loadCollection('awards', language),
    loadCollection('publications', language),
    loadCollection('graduates', language),
    loadCollection('courses', language),
    loadMetrics(),
  ]);
  return cvEntry({ education, 'leadership-positions': positions, 'other-positions': otherPositions, awards, publications, graduates, courses, metrics }, publicationIds, language, t);
}
