// This sample matches SPEC.md: every count and figure the specification gives that the sample content
// encodes, read from pages-data/ (the other tests compute what a page shows from the same files, so they
// follow any edit). A maintainer who replaces the sample with real data deletes or edits this one file;
// nothing else in the suite states the sample's own numbers.
import { describe, expect, it } from 'vitest';
import type {
  CardGridBlock, CodeRepositoryCollection, Conference, FileCollection, FileItem, InvolvementCollection, LeadershipInitiativeCollection, ListBlock,
  OpportunityCollection, ProfileHeroBlock, ProfileLinksBlock, ShortCourse, StatsBandBlock, SupervisionFlowchartBlock, SyllabusBlock, TabsBlock, Video,
} from '../../src/generated/schemas.ts';
import { blockOf, blocksOf, collection, courseOf, figuresOf, listedRecords, localized, pageDoc, readJson, recordListsOf, site, where } from '../support/sample-data.ts';

const bands = (document: string) => blocksOf<StatsBandBlock>(pageDoc(document), 'statsBand').map((band) => figuresOf(band, 'pt'));
const headed = <T extends { heading?: { pt: string } }>(document: string, type: string, heading: string) =>
  blockOf<T>(pageDoc(document), type, (block) => block.heading?.pt === heading);
const en = (texts: { en?: string }[]) => texts.map((text) => text.en!);
const number = (text: string) => Number.parseFloat(text);

describe('SPEC §2: routes and sidebar', () => {
  it('the sidebar lists the 23 routes of the specification, in order', () => {
    expect(site.sidebar.map((entry) => entry.path)).toEqual([
      '/', '/about', '/academic', '/research', '/projects', '/opportunities', '/team', '/consulting', '/publications',
      '/alumni', '/awards', '/teaching', '/student-resources', '/speaking-workshops', '/service', '/community',
      '/get-involved', '/blog', '/hobbies', '/conferences', '/news', '/meeting', '/contact',
    ]);
  });
});

describe('SPEC §2 Home', () => {
  const home = pageDoc('home');
  it('four cards lead to research, publications, teaching and news; four research highlights', () => {
    const [explore, highlights] = blocksOf<CardGridBlock>(home, 'cardGrid');
    expect(explore!.cards.map((card) => card.link?.href)).toEqual(['/research', '/publications', '/teaching', '/news']);
    expect(en(highlights!.cards.map((card) => card.title))).toEqual(['Process control', 'Industrial safety', 'Waste management', 'Green technology']);
  });
  it('stats: 30+ years, 150+ publications, 600+ citations, R$ 5M+ of funding (§9)', () => expect(bands('home')).toEqual([['30+', '150+', '600+', 'R$ 5M+']]));
  it('hero buttons to /research and /contact, and "view full profile" to /academic', () => {
    const hero = blockOf<ProfileHeroBlock>(home, 'profileHero');
    expect(hero.actions!.map((action) => [action.href, action.label.en])).toEqual([
      ['/research', expect.any(String)], ['/contact', expect.any(String)], ['/academic', 'View full profile'],
    ]);
  });
  it('five research-interest chips and eight relevant links', () => {
    expect(en(blockOf<ListBlock>(home, 'list', (block) => block.style === 'chips').items!.map((item) => item.title))).toEqual([
      'Process control', 'Modeling and simulation', 'Optimization', 'Process operability', 'Energy transition',
    ]);
    expect(blockOf<ProfileLinksBlock>(home, 'profileLinks').links).toEqual([
      'university', 'faculty', 'graduateProgram', 'cvPlatform', 'teachingPlan', 'researcherId', 'researchNetwork', 'citationProfile',
    ]);
  });
});

describe('SPEC §2 About', () => {
  it('education: PhD (USA, 2000), specialization (Italy, 1991), MSc (Rio de Janeiro, 1990), BSc (Bahia, 1987)', () => {
    const degrees = collection('education').items;
    expect(degrees.map((degree) => String(degree.year))).toEqual(['2000', '1991', '1990', '1987']);
    for (const [index, place] of ['United States', 'Italy', 'Rio de Janeiro', 'Bahia'].entries()) expect(degrees[index]!.institution.en).toContain(place);
    expect(degrees[0]!.degree.en).toMatch(/^PhD in Chemical Engineering/);
  });
  it('six research interests', () => expect(blockOf<ListBlock>(pageDoc('about'), 'list', (list) => list.style === 'checklist').items).toHaveLength(6));
});

describe('SPEC §2 Research and Projects', () => {
  it('/research: 180+, 25+, 8, R$ 2M+; three areas; five ongoing projects', () => {
    expect(bands('research')).toEqual([['180+', '25+', '8', 'R$ 2M+']]);
    expect(blockOf<CardGridBlock>(pageDoc('research'), 'cardGrid').cards).toHaveLength(3);
    const [shown] = listedRecords<{ id: string; status: string }>(pageDoc('research'), 'projects');
    expect(shown!.items).toHaveLength(5);
    for (const project of shown!.items) expect(project.status).toBe('active');
  });
  it('/projects: R$ 2.1M, 180+, 35+, 8; six ongoing and two completed projects, the completed with a publication count', () => {
    expect(bands('projects')).toEqual([['R$ 2.1M', '180+', '35+', '8']]);
    const projects = collection('projects').items;
    expect(where(projects, { status: 'active' })).toHaveLength(6);
    const completed = where(projects, { status: 'completed' });
    expect(completed).toHaveLength(2);
    for (const project of completed) expect(project).toHaveProperty('publications');
  });
});

describe('SPEC §2 Publications and Academic profile', () => {
  it('/publications: 180+, 600+, h-index 12, i10-index 13; four academic profiles', () => {
    expect(bands('publications')).toEqual([['180+', '600+', '12', '13']]);
    expect([...blockOf<ProfileLinksBlock>(pageDoc('publications'), 'profileLinks').links].sort()).toEqual(['citationProfile', 'cvPlatform', 'researchNetwork', 'researcherId']);
  });
  it('/academic: the same publication figures, and 31 supervisions, 11 doctors, 20 masters, 18 specialists', () => {
    expect(bands('academic')).toEqual([['180+', '600+', '12', '13'], ['31', '11', '20', '18']]);
  });
});

describe('SPEC §2 Alumni', () => {
  const alumni = pageDoc('alumni');
  it('stat cards 5, 6, 11, 9 and the general block 31, 18, 11, 20', () => expect(bands('alumni')).toEqual([['5', '6', '11', '9'], ['31', '18', '11', '20']]));
  it('lists of 5, 6, 11 and 9 graduates and 18 specialization monographs', () => {
    const sizes = recordListsOf(alumni, 'graduates').map((list) => where(collection('graduates').items, list.where as Record<string, string>).length);
    expect(sizes).toEqual([5, 6, 11, 9, 18]);
  });
  it('two flowchart images of completed supervisions, drawn from the graduates (doctorate, then masters)', () => {
    expect(blocksOf<SupervisionFlowchartBlock>(alumni, 'supervisionFlowchart').map((chart) => [chart.collection, chart.level])).toEqual([['graduates', 'doctorate'], ['graduates', 'masters']]);
  });
});

describe('SPEC §2 Team', () => {
  const team = pageDoc('team');
  it('2 undergraduate research students, 1 master’s, 2 PhD; 3 + 2 faculty at home, 3 Brazilian and 2 international collaborators', () => {
    expect(listedRecords(team, 'people').map((list) => list.items.length)).toEqual([2, 1, 2, 3, 2, 3, 2]);
  });
  it('stats 50+ graduated, 15 doctors, 35 masters, 5 countries; four levels to join', () => {
    expect(bands('team')).toEqual([['50+', '15', '35', '5']]);
    expect(en(blockOf<CardGridBlock>(team, 'cardGrid').cards.map((card) => card.title))).toEqual(['Undergraduate research', "Master's", 'PhD', 'Postdoc']);
  });
});

describe('SPEC §2 Teaching and syllabi', () => {
  it('three courses of 2024/2: process design (24 students), process control II (13), mathematical methods (8)', () => {
    const courses = collection('courses').items;
    expect(courses.map((course) => [course.code, course.level, course.semester, course.students, course.syllabusPath])).toEqual([
      ['FEQUI31030 - PPIQ', 'undergraduate', '2024/2', 24, '/syllabus/ppiq'],
      ['FEQUI31022 - CPQ II', 'undergraduate', '2024/2', 13, '/syllabus/cpq2'],
      ['PEQ003', 'graduate', '2024/2', 8, '/syllabus/peq003'],
    ]);
  });
  it('software Scilab, a process simulator, Python, a thermodynamics simulator; a philosophy of three pillars', () => {
    expect(en(blockOf<ListBlock>(pageDoc('teaching'), 'list', (block) => block.style === 'chips').items!.map((item) => item.title))).toEqual(['Scilab', 'Process simulator', 'Python', 'Thermodynamics simulator']);
    expect(headed<CardGridBlock>('teaching', 'cardGrid', 'Filosofia de ensino').cards).toHaveLength(3);
  });
  it.each([
    ['syllabus-ppiq', 'Projeto de Processos da Indústria Química', 'FEQUI31030 - PPIQ', [8, 8, 6, 10]],
    ['syllabus-cpq2', 'Controle de Processos Químicos II', 'FEQUI31022 - CPQ II', 10],
    ['syllabus-peq003', 'Métodos Matemáticos em Engenharia Química', 'PEQ003', 11],
  ] as const)('%s: %s, %s, its units', (document, title, code, units) => {
    const syllabus = blockOf<SyllabusBlock>(pageDoc(document), 'syllabus');
    expect([courseOf(syllabus).name.pt, courseOf(syllabus).code]).toEqual([title, code]);
    if (typeof units === 'number') expect(syllabus.units).toHaveLength(units);
    else expect(syllabus.units.map((unit) => unit.topics.length)).toEqual(units);
  });
});

describe('SPEC §2 Student resources and material', () => {
  const resources = pageDoc('student-resources');
  it('is titled Recursos Educacionais', () => expect(localized(resources.meta.title, 'pt')).toBe('Recursos Educacionais'));
  it('four lecture notes, every lecture-note card of the page, each with a Download button: 2.9 to 4.2 MB, 1034 to 2156 downloads, 98 to 180 pages', () => {
    // Every card of the files collection on the page, in any list: four, all under 'Apostilas e Material Didático'.
    const lists = listedRecords<FileItem>(resources, 'files');
    expect(lists.map((list) => [list.heading?.pt, list.items.length])).toEqual([['Apostilas e Material Didático', 4]]);
    const notes = lists.flatMap((list) => list.items);
    // Download: the files view's action that saves a record's downloads entry (a PDF written on the click) or its real file.
    const { view } = readJson<FileCollection>('pages-data/collections/files.json');
    const entries = collection('downloads').items;
    for (const note of notes) {
      const action = view.actions!.find((candidate) => (candidate.kind === 'download' && note.download) || (candidate.kind === 'file' && note.file));
      expect(action && readJson<Record<string, string>>('locales/pt.json')[action.label!], note.id).toBe('Download');
      if (note.download) expect(entries.some((entry) => entry.key === note.download!.key && entry.number === note.download!.number && entry.format === 'pdf'), note.id).toBe(true);
    }
    const range = (values: number[]) => [Math.min(...values), Math.max(...values)];
    expect(range(notes.map((note) => number(note.size!)))).toEqual([2.9, 4.2]);
    expect(range(notes.map((note) => note.downloads!))).toEqual([1034, 2156]);
    expect(range(notes.map((note) => note.pages!))).toEqual([98, 180]);
  });
  it('four code collections (Scilab, Python, AVEVA, MATLAB; 12 to 25 files)', () => {
    const codes = readJson<CodeRepositoryCollection>('pages-data/collections/code-repositories.json').items;
    expect(codes.map((code) => code.language)).toEqual(['Scilab', 'Python', 'AVEVA', 'MATLAB']);
    expect([Math.min(...codes.map((code) => code.files)), Math.max(...codes.map((code) => code.files))]).toEqual([12, 25]);
  });
  it('six process-control videos, five instrumentation videos, three short courses of 20, 16 and 12 hours, four use rules', () => {
    expect(listedRecords<Video>(resources, 'videos').map((list) => [list.heading?.pt, list.items.length])).toEqual([
      ['Vídeos Educacionais - Controle de Processos', 6],
      ['Vídeos Educacionais - Instrumentação', 5],
    ]);
    expect(listedRecords<ShortCourse>(resources, 'short-courses').flatMap((list) => list.items.map((course) => course.hours))).toEqual([20, 16, 12]);
    expect(headed<ListBlock>('student-resources', 'list', 'Política de Uso').items).toHaveLength(4);
  });
  it('/material: course notes (4, PDF), computational codes (4, ZIP), exercises (3, PDF) and educational videos (10)', () => {
    const material = pageDoc('material');
    expect(listedRecords<FileItem>(material, 'files').map((list) => [list.items.length, [...new Set(list.items.map((item) => item.format))]])).toEqual([
      [4, ['PDF']],
      [4, ['ZIP']],
      [3, ['PDF']],
    ]);
    expect(listedRecords<Video>(material, 'videos').map((list) => list.items.length)).toEqual([10]);
  });
});

describe('SPEC §2 Speaking, service, community, workshops (§9)', () => {
  it('13 lectures and 10 mini-courses from 2002 to 2020, 500+ participants, on both speaking pages', () => {
    expect(collection('lectures').items).toHaveLength(13);
    expect(collection('minicourses').items).toHaveLength(10);
    expect(bands('speaking')).toEqual([['2002–2020', '500+', '13', '10']]);
    expect(bands('speaking-workshops')).toEqual([['2002–2020', '500+', '13', '10']]);
  });
  it('a 20-hour advanced control mini-course', () => {
    expect(collection('minicourses').items.filter((course) => course.duration === 20 && /controle avançado/i.test(course.title.pt))).toHaveLength(1);
  });
  it('/service: reviewer for 15+ journals, 15+ years as editor, 30+ years; four service categories', () => {
    expect(bands('service')).toEqual([['15+', '15+', '30+']]);
    const categories = collection('service').items;
    expect(en(categories.map((category) => category.title))).toEqual(['Consulting and review', 'Ad hoc reviewer', 'Journal editing', 'Academic services']);
    expect(categories.map((category) => category.summary?.en)).toEqual(
      expect.arrayContaining(['Reviewer for more than 15 international journals', 'More than 15 years as a journal editor']),
    );
  });
  it('leadership initiatives: "Em Andamento" and other statuses such as "Encerrada em 12/06/2025" (§4)', () => {
    // Ongoing is an enum value whose badge reads "Em andamento" in Portuguese; a closed one says how, as written.
    const { items, view } = readJson<LeadershipInitiativeCollection>('pages-data/collections/leadership-initiatives.json');
    expect(items.map((initiative) => initiative.status)).toContain('ongoing');
    expect(readJson<Record<string, string>>('locales/pt.json')[view.badges![0]!.values!.ongoing!.label!]).toBe('Em andamento');
    expect(items.map((initiative) => initiative.closing)).toContain('Encerrada em 12/06/2025');
  });
  it('/community: 7000+ people, 15+ partnerships, 50+ events, 100+ resources; an extension project for more than 7,000 people', () => {
    expect(bands('community')).toEqual([['7000+', '15+', '50+', '100+']]);
    expect(JSON.stringify(pageDoc('community'))).toMatch(/mais de 7\.000 pessoas/);
  });
  it('/workshops: 24 workshops, 720 participants, rating 4.8/5.0, 12 institutions', () => expect(bands('workshops')).toEqual([['24', '720', '4.8/5.0', '12']]));
});

describe('SPEC §2 Consulting, opportunities, get involved, hobbies, conferences', () => {
  it('/consulting: four service areas and a four-step process', () => {
    expect(en(headed<CardGridBlock>('consulting', 'cardGrid', 'Áreas de atuação').cards.map((card) => card.title))).toEqual([
      'Control systems analysis', 'Process optimization', 'Safety analysis', 'Modeling and simulation',
    ]);
    expect(en(headed<ListBlock>('consulting', 'list', 'Como funciona').items!.map((item) => item.title))).toEqual(['Initial consultation', 'Analysis', 'Development', 'Delivery']);
  });
  it('/opportunities: six cards (two each of doctorate, masters, undergraduate research), deadline 2025 and one funding text on all', () => {
    const { items } = readJson<OpportunityCollection>('pages-data/collections/opportunities.json');
    expect(items.map((item) => item.level)).toEqual(['doctorate', 'doctorate', 'masters', 'masters', 'undergraduateResearch', 'undergraduateResearch']);
    expect(new Set(items.map((item) => item.deadline))).toEqual(new Set(['2025']));
    expect(new Set(items.map((item) => JSON.stringify(item.funding))).size).toBe(1);
  });
  it('/get-involved: four cards', () => {
    expect(en(readJson<InvolvementCollection>('pages-data/collections/involvement.json').items.map((item) => item.title))).toEqual([
      'Research collaboration', 'Academic mentoring', 'Educational initiatives', 'Professional development',
    ]);
  });
  it('/hobbies: cinema, music, reading and travel, three activities each', () => {
    const cards = blockOf<CardGridBlock>(pageDoc('hobbies'), 'cardGrid').cards;
    expect(cards.map((card) => [card.title.en, card.points?.length])).toEqual([['Cinema', 3], ['Music', 3], ['Reading', 3], ['Travel', 3]]);
  });
  it('/conferences: 2025 tab first with 2 in Brazil and 6 abroad, 4 recent, three speaking opportunities', () => {
    const conferences = pageDoc('conferences');
    expect(blockOf<TabsBlock>(conferences, 'tabs').tabs.map((tab) => tab.id)).toEqual(['conferences2025', 'recent']);
    expect(listedRecords<Conference>(conferences, 'conferences').map((list) => list.items.length)).toEqual([2, 6, 4]);
    expect(en(headed<CardGridBlock>('conferences', 'cardGrid', 'Oportunidades de participação').cards.map((card) => card.title))).toEqual([
      'Keynotes', 'Technical sessions', 'Panel discussions',
    ]);
  });
});

describe('SPEC §2 News, blog, media, podcast', () => {
  it('news and blog each have a featured item', () => {
    expect(collection('news').items.some((item) => item.featured)).toBe(true);
    expect(collection('blog').items.some((item) => item.featured)).toBe(true);
  });
  it('the news mentions a research grant of R$ 2.5 million (§9)', () => {
    const news = collection('news').items;
    expect(news.some((item) => item.title.pt.includes('R$ 2,5 milhões') && item.title.en!.includes('R$ 2.5 million'))).toBe(true);
  });
  it('media appearances: an interview, an article, a podcast and a TV interview; four podcast channels', () => {
    expect(collection('media').items.map((appearance) => appearance.kind)).toEqual(['interview', 'article', 'podcast', 'tv']);
    expect(collection('podcast').channels).toHaveLength(4);
  });
});

describe('SPEC §2 Contact and meeting (§9)', () => {
  it('office hours Monday to Friday 8:00-17:00, in the identity', () => {
    expect(site.identity.officeHours).toEqual({ pt: 'Segunda a sexta, 8:00-17:00', en: 'Monday to Friday, 8:00-17:00', es: 'De lunes a viernes, 8:00-17:00' });
  });
  it('meetings normally 9h-17h', () => expect(JSON.stringify(pageDoc('meeting'))).toContain('Horário das reuniões: normalmente das 9h às 17h'));
});
