// The CV's PDF, written from the collections: what goes into it in each language, its file name, and
// that it selects and counts the same records as the /cv page.
import { describe, expect, it } from 'vitest';
import awards from '../../pages-data/collections/awards.json';
import courses from '../../pages-data/collections/courses.json';
import education from '../../pages-data/collections/education.json';
import graduates from '../../pages-data/collections/graduates.json';
import positions from '../../pages-data/collections/leadership-positions.json';
import otherPositions from '../../pages-data/collections/other-positions.json';
import publications from '../../pages-data/collections/publications.json';
import cvPage from '../../pages-data/cv.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { citation, cvEntry, cvRef, SUPERVISION_FIGURES, type CvSources } from '../../src/downloads/cv-document.ts';
import { downloadFileName } from '../../src/downloads/download-name.ts';
import { pdfDocument } from '../../src/downloads/pdf-document.ts';
import type { CvHeaderBlock, PublicationListBlock, StatsBandBlock } from '../../src/generated/schemas.ts';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { walkObjects } from '../../src/lib/json-walk.ts';
import { site } from '../../src/site.ts';

const sources = { education, 'leadership-positions': positions, 'other-positions': otherPositions, awards, publications, graduates, courses } as unknown as CvSources;
const LOCALES: Record<Language, Record<string, string>> = { pt, en, es };
const translate = (language: Language) => (key: string) => LOCALES[language][key] ?? key;
type Work = Parameters<typeof citation>[0];

const blockOf = <T>(type: string): T => {
  const found: T[] = [];
  walkObjects(cvPage.blocks, (node) => {
    if (node.type === type) found.push(node as T);
  });
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const selected = blockOf<CvHeaderBlock>('cvHeader').download!.publications.ids;

describe('the CV PDF', () => {
  it('is named by the download rule, one file per language', () => {
    expect(LANGUAGES.map((language) => downloadFileName(cvRef(language), 'pdf'))).toEqual(['cv_pt_1.pdf', 'cv_en_1.pdf', 'cv_es_1.pdf']);
  });

  it.each(LANGUAGES)('in %s: identity, then the six sections from the collections', (language) => {
    const t = translate(language);
    const entry = cvEntry(sources, selected, language, t);
    const { identity } = site;
    expect(entry.title[language]).toBe(t('cv.title'));
    expect(entry.course![language]).toBe(`${identity.email} · ${identity.phone} · ${identity.office[language]}, ${identity.city}`);
    const sections = entry.sections!;
    expect(sections.map((section) => section.heading![language])).toEqual(
      ['education', 'positions', 'awards', 'publications', 'supervision', 'courses'].map((key) => t(`cv.section.${key}`)),
    );
    const lines = sections.map((section) => section.paragraphs.map((paragraph) => paragraph[language]));
    expect(lines[0]).toEqual(education.items.map((degree) => `${degree.year} · ${degree.degree[language]}, ${degree.institution[language]}`));
    expect(lines[1]).toEqual([...positions.items, ...otherPositions.items].map((position) => `${position.period} · ${position.title[language]}, ${position.institution[language]}`));
    expect(lines[2]).toEqual(awards.items.map((award) => `${award.year} · ${award.title[language]}, ${award.organization[language]}`));
    // The selection, in the page's order; titles stay in the language they were published in.
    const works = [...publications.articles, ...publications.chapters];
    expect(lines[3]).toHaveLength(selected.length);
    selected.forEach((id, index) => expect(lines[3]![index]).toContain(works.find((work) => work.id === id)!.title));
    expect(lines[5]).toEqual(courses.items.map((course) => `${course.code} · ${course.name[language]} (${t(`course.level.${course.level}`)}, ${course.semester})`));
    expect(JSON.stringify(entry)).not.toMatch(/cv\.[a-z]+\.?[a-z]*"/);
  });

  it('counts supervisions from the graduates collection: master’s and doctoral together, specialists, doctors, masters', () => {
    const entry = cvEntry(sources, selected, 'en', translate('en'));
    const graduatesAt = (...levels: string[]) => graduates.items.filter((graduate) => levels.includes(graduate.level)).length;
    expect(entry.sections![4]!.paragraphs.map((paragraph) => paragraph.en)).toEqual([
      `Graduate supervisions: ${graduatesAt('doctorate', 'masters')}`,
      `Specialists: ${graduatesAt('specialization')}`,
      `Doctoral graduates: ${graduatesAt('doctorate')}`,
      `Master's graduates: ${graduatesAt('masters')}`,
    ]);
  });

  it('cites an article with its journal and DOI, a chapter with its book, editors and publisher', () => {
    // Records written here, not the sample's: the format is the point, whatever the publications are.
    const t = translate('en');
    const authors: Work['authors'] = [{ family: 'Figueiredo', given: 'Mariana C.' }, { family: 'Tavares', given: 'Ricardo M.' }];
    const article: Work = {
      kind: 'article', id: 'a', type: 'research', title: 'Economic MPC', authors, journal: 'J. Proc. Syst.', year: 2025, volume: '14(2)', pages: '201–217', doi: '10.5555/j.1',
    };
    const chapter: Work = {
      kind: 'chapter', id: 'c', title: 'Safety', authors, book: 'Handbook', editors: [{ family: 'Holm', given: 'Anna' }], publisher: 'Pub', year: 2021, pages: '1–20',
    };
    expect(citation(article, t)).toBe('M. C. Figueiredo, R. M. Tavares (2025). Economic MPC. J. Proc. Syst., 14(2), 201–217. DOI: 10.5555/j.1');
    expect(citation(chapter, t)).toBe('M. C. Figueiredo, R. M. Tavares (2021). Safety. In: A. Holm (Eds.), Handbook. Pub, pp. 1–20.');
  });

  it('is a typeset PDF titled and footed as a CV', async () => {
    const entry = cvEntry(sources, selected, 'en', translate('en'));
    const blob = pdfDocument(entry, 'en', translate('en'), new Date('2026-03-02T12:00:00Z'));
    const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Title (Curriculum vitae)');
    expect(text).toContain(`(${site.identity.name} \xb7 Curriculum vitae)`);
    expect(text).toContain('(Selected publications)');
    expect(text).toMatch(/Page 1 of \d+/);
  });
});

describe('the /cv page and its PDF', () => {
  it('select the same publications, in the same order', () => {
    expect(blockOf<PublicationListBlock>('publicationList').ids).toEqual(selected);
  });

  it('count supervisions with the same filters', () => {
    const band = blockOf<StatsBandBlock>('statsBand');
    const filters = band.items.map((item) => (typeof item.value === 'object' && 'count' in item.value ? item.value.count : undefined));
    expect(filters).toEqual(SUPERVISION_FIGURES.map((figure) => ({ collection: 'graduates', where: figure.where })));
  });
});
