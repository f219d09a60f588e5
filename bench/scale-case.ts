// The scale case: the site as a prolific professor's record makes it, 600 journal articles, 180
// conference papers, 100 graduates and 60 research projects with long descriptions and teams, generated
// from the sample's own records (never from real people's data), built into a folder of its own and
// measured against the sample's build. Shared by `npm run perf -- --scale` (which prints the figures) and
// tests/browser/scale.test.ts (which holds the budgets).
//
// The build reads pages-data/ from its project, so the case builds a copy of the project (node_modules
// linked, not copied) with three collections replaced: publications.json, graduates.json and projects.json.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BookChapter, ConferencePaper, JournalArticle, LocalizedText, ProjectCollection, PublicationCollection, PublicationPerson } from '../src/generated/schemas.ts';
import { shownPublications } from '../src/records/publication-format.ts';
import type { FirstInputCase } from './first-input-bench.ts';
import { press, shows } from './first-input-cases.ts';

export const SCALE = { articles: 600, conferencePapers: 180, graduates: 100, projects: 60 } as const;
/** A filter's first answer on the scaled /publications, at 4× CPU (median of the visits). */
export const FIRST_INPUT_TARGET_MS = 300;
/** The routes whose pages read the scaled collections (publications, graduates, projects), measured in both builds. */
export const SCALE_ROUTES = ['/publications', '/en/publications', '/alumni', '/projects', '/cv', '/', '/academic', '/research', '/team'];
/** The newest year of the generated record; the oldest follows from the articles per year. */
const NEWEST = 2025;
const ARTICLES_PER_YEAR = 20;
const PAPERS_PER_YEAR = 6;

const root = join(import.meta.dirname, '..');
const readJson = <T>(dir: string, file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

/** Words that vary a sample title into a new one, so that every generated title is its own. */
const SETTINGS = ['in a pilot-scale unit', 'under model uncertainty', 'with sparse measurements', 'at industrial scale', 'during start-up', 'with delayed feedback', 'for batch operation', 'across operating regimes', 'under variable feed', 'with economic objectives'];
const PLACES = ['Serra Azul', 'Campo Verde', 'Rio Claro', 'Vale do Ipê', 'Porto Alto', 'Lagoa Seca', 'Monte Belo', 'Boa Vista', 'Pedra Lisa', 'Águas Claras', 'Barra Funda', 'Alto Paraíso', 'Cachoeira Fria', 'Ponta Norte', 'Ilha Grande', 'Mata Alta', 'Vila Nova', 'Sertão Baixo', 'Recanto Sul', 'Ribeira Seca'];

/** The i-th variation of a title: its own setting and plant, so search can tell one from another. */
function varied(title: string, i: number): string {
  return `${title}: ${SETTINGS[i % SETTINGS.length]} at the ${PLACES[Math.floor(i / SETTINGS.length) % PLACES.length]} plant${i >= SETTINGS.length * PLACES.length ? ` (${Math.floor(i / (SETTINGS.length * PLACES.length)) + 1})` : ''}`;
}

/** Authors rotated from the sample's own co-authors, the professor kept among them. */
function authorsFor(pool: PublicationPerson[], owner: PublicationPerson, i: number): JournalArticle['authors'] {
  const count = 2 + (i % 4);
  const others = Array.from({ length: count - 1 }, (_, k) => pool[(i * 7 + k * 3) % pool.length]!).filter((p, k, all) => all.findIndex((q) => q.family === p.family) === k);
  const at = i % (others.length + 1);
  return [...others.slice(0, at), owner, ...others.slice(at)] as JournalArticle['authors'];
}

/** The sample's publications scaled to SCALE: its articles, then articles and conference papers varied from them; its chapters as they are. */
export function scaledPublications(sample: PublicationCollection): PublicationCollection {
  const owner = sample.articles.flatMap((a) => a.authors).find((p) => p.family === 'Tavares')!;
  const pool = [...new Map(sample.articles.flatMap((a) => a.authors).filter((p) => p.family !== owner.family).map((p) => [p.family, p])).values()];
  const strip = <T extends { imported?: unknown }>({ imported: _, ...record }: T) => record as T;
  const articles = Array.from({ length: SCALE.articles }, (_, i): JournalArticle => {
    const base = strip(sample.articles[i % sample.articles.length]!);
    // The sample's own articles first, as they are (the CV names some of them).
    if (i < sample.articles.length) return base;
    const year = NEWEST - Math.floor(i / ARTICLES_PER_YEAR);
    return {
      ...base,
      id: `${base.id}-s${i}`,
      title: varied(base.title, i),
      authors: authorsFor(pool, owner, i),
      year,
      ...(base.doi ? { doi: `${base.doi}.s${i}` } : {}),
      ...(base.pdfUrl ? { pdfUrl: base.pdfUrl.replace(/\.pdf$/, `-s${i}.pdf`) } : {}),
    };
  });
  const conferencePapers = Array.from({ length: SCALE.conferencePapers }, (_, i): ConferencePaper => {
    const base = sample.articles[(i * 5) % sample.articles.length]!;
    return {
      id: `${base.id}-c${i}`,
      title: varied(base.title, i + 3),
      ...(base.language ? { language: base.language } : {}),
      authors: authorsFor(pool, owner, i + 1),
      conference: `Anais do ${i % 2 ? 'Congresso Brasileiro de Engenharia Química' : 'Simpósio de Controle e Otimização de Processos'}`,
      location: PLACES[i % PLACES.length]!,
      year: NEWEST - Math.floor(i / PAPERS_PER_YEAR),
      pages: `${1 + (i % 9) * 6}–${6 + (i % 9) * 6}`,
    };
  });
  const chapters = sample.chapters.map((chapter): BookChapter => strip(chapter));
  return { ...sample, articles: articles as PublicationCollection['articles'], chapters, conferencePapers };
}

type Graduate = { id: string; name: string; year: number; [field: string]: unknown };
/** The sample's graduates repeated to SCALE.graduates, each with a name recombined from the sample's names and an earlier year. */
export function scaledGraduates(sample: { items: Graduate[]; [key: string]: unknown }) {
  const given = sample.items.map((g) => g.name.split(' ')[0]!);
  const family = sample.items.map((g) => g.name.split(' ').at(-1)!);
  const items = Array.from({ length: SCALE.graduates }, (_, i): Graduate => {
    const base = sample.items[i % sample.items.length]!;
    if (i < sample.items.length) return base;
    const name = `${given[(i * 7) % given.length]} ${family[(i * 11) % family.length]} ${family[(i * 3 + 1) % family.length]}`;
    return { ...base, id: `${base.id}-s${i}`, name, year: base.year - 1 - Math.floor(i / sample.items.length) * 3 };
  });
  return { ...sample, items };
}

type Project = ProjectCollection['items'][number];
const LANGUAGES = ['pt', 'en', 'es'] as const;
/** Each language's words joined: "a b" for every language the first text has. */
const joined = (texts: (LocalizedText | undefined)[], separator = ' '): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, texts.flatMap((text) => (text?.[language] ? [text[language]] : [])).join(separator)])) as unknown as LocalizedText;

/**
 * The sample's projects repeated to SCALE.projects, as a long record's are: each title varied by its plant,
 * each description two of the sample's (some 600 to 900 characters a language), a team of four to nine
 * people recombined from the sample's teams, the sample's objectives, partners and results.
 */
export function scaledProjects(sample: ProjectCollection): ProjectCollection {
  const people = sample.items.flatMap((project) => project.team);
  const given = [...new Set(people.map((person) => person.name.split(' ')[0]!))];
  const family = [...new Set(people.map((person) => person.name.split(' ').at(-1)!))];
  const items = Array.from({ length: SCALE.projects }, (_, i): Project => {
    const base = sample.items[i % sample.items.length]!;
    if (i < sample.items.length) return base;
    const other = sample.items[(i * 3 + 1) % sample.items.length]!;
    // The plant changes with each round over the sample's projects: every title its own.
    const plant = PLACES[Math.floor(i / sample.items.length) % PLACES.length]!;
    const place = { pt: plant, en: plant, es: plant };
    const team = Array.from({ length: 4 + (i % 6) }, (_, k): Project['team'][number] => ({
      name: `${given[(i + k * 5) % given.length]} ${family[(i * 7 + k) % family.length]} ${family[(i + k * 3 + 1) % family.length]}`,
      role: people[(i + k) % people.length]!.role,
    }));
    return {
      ...base,
      id: `${base.id}-s${i}`,
      title: joined([base.title, place], ': '),
      description: joined([base.description, other.description]),
      startYear: base.startYear - Math.floor(i / sample.items.length),
      ...(base.endYear !== undefined ? { endYear: base.endYear - Math.floor(i / sample.items.length) } : {}),
      team: team as Project['team'],
    };
  });
  return { ...sample, items };
}

/**
 * Copies the project into `dir` (node_modules linked; builds, reports and git history left out) and,
 * unless `scaled` is false (the sample's own copy, built the same way to compare with), writes the scaled
 * collections.
 */
export function writeScaledProject(dir: string, scaled = true): void {
  const skip = new Set(['node_modules', '.git', 'test-results', 'perf-reports', 'screenshots', '.scratch', '.local-backend', '.deno-cache']);
  for (const name of readdirSync(root)) {
    if (skip.has(name) || /^dist(-|$)/.test(name)) continue;
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (!scaled) return;
  const collections = join(dir, 'pages-data/collections');
  const write = (file: string, data: unknown) => writeFileSync(join(collections, file), `${JSON.stringify(data, null, 2)}\n`);
  write('publications.json', scaledPublications(readJson(collections, 'publications.json')));
  write('graduates.json', scaledGraduates(readJson(collections, 'graduates.json')));
  write('projects.json', scaledProjects(readJson(collections, 'projects.json')));
}

export interface ScaleBuild {
  /** the copy of the project (remove it with `removeScaleBuild`) */
  project: string;
  /** its build */
  dist: string;
  buildSeconds: number;
}

/**
 * Builds the scaled copy, or with `scaled: false` a copy of the sample (no type-check: the code is this
 * project's, already checked). `compress: false` leaves out the brotli and gzip copies a host serves; the
 * output goes to the caller's `log` or is kept and shown on a failure.
 */
export async function buildScaledSite(options: { scaled?: boolean; compress?: boolean; log?: (chunk: string) => void } = {}): Promise<ScaleBuild> {
  const project = mkdtempSync(join(tmpdir(), options.scaled === false ? 'site-sample-' : 'site-scale-'));
  writeScaledProject(project, options.scaled ?? true);
  const args = ['run', 'build', '--', '--no-typecheck', ...(options.compress === false ? ['--no-compress'] : [])];
  const started = performance.now();
  let output = '';
  const status = await new Promise<number>((resolve) => {
    const child = spawn('npm', args, {
      cwd: project,
      // The build talks to the local backend and sends no e-mail, whatever a developer's .env says.
      env: { ...process.env, DIST_DIR: 'dist', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) => (options.log ? options.log(chunk.toString()) : (output += chunk.toString()));
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve(code ?? 1));
  });
  if (status !== 0) {
    rmSync(project, { recursive: true, force: true });
    throw new Error(`The scaled build failed:\n${output.slice(-4000)}`);
  }
  return { project, dist: join(project, 'dist'), buildSeconds: (performance.now() - started) / 1000 };
}

export function removeScaleBuild(build: ScaleBuild | undefined): void {
  if (build) rmSync(build.project, { recursive: true, force: true });
}

/** A file's size as sent: raw, brotli (the build's copy when there is one) and gzip level 9. */
export function fileSizes(file: string): { raw: number; brotli: number; gzip: number } {
  const buffer = readFileSync(file);
  const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(buffer).length;
  return { raw: buffer.length, brotli, gzip: gzipSync(buffer, { level: 9 }).length };
}

/** The HTML of a built page (e.g. '/publications'), and every search index, measured. */
export function scaleFigures(dist: string, page = '/publications') {
  const html = fileSizes(join(dist, `${page.slice(1)}.html`));
  const search = Object.fromEntries(['pt', 'en', 'es'].map((language) => [language, fileSizes(join(dist, `search/${language}.json`))]));
  return { html, search };
}

/** The scaled works, as the list shows them, and those of its oldest year (in parts, so a filter loads them). */
export function scaledWorks() {
  const works = shownPublications(scaledPublications(readJson(root, 'pages-data/collections/publications.json')));
  const oldest = Math.min(...works.map((work) => work.year));
  return { works, oldest, ofOldest: works.filter((work) => work.year === oldest) };
}

/** The scaled graduates. */
export function scaledGraduateRecords(): Graduate[] {
  return scaledGraduates(readJson(root, 'pages-data/collections/graduates.json')).items;
}

/** The scaled projects, and the one whose dialog the first-input case opens: a generated one, far down the page. */
export function scaledProjectRecords() {
  const projects = scaledProjects(readJson(root, 'pages-data/collections/projects.json')).items;
  return { projects, opened: projects.filter((project) => project.status === 'active').at(-1)! };
}

/**
 * The scaled /publications' first inputs (Portuguese labels, as the other cases): a year whose works are
 * not in the HTML, a type most of whose works are not, and a group's "Show all" link. The first two are
 * held to FIRST_INPUT_TARGET_MS; the link, which loads every older year of its kind, is measured only.
 */
export function scaleCases(): FirstInputCase[] {
  const { works, oldest, ofOldest } = scaledWorks();
  const chapters = works.filter((work) => work.kind === 'chapter');
  const articles = works.filter((work) => work.kind === 'article');
  // The choice made from the keyboard, on the select the visitor has tabbed to: the key is the first input,
  // and the change it makes is the page's to answer (a pointer's choice, as the sample's case makes it, also
  // times the harness's own work choosing the option, some 200 ms at 4× CPU).
  const focus = (label: string): FirstInputCase['lead'] => async ({ page }) => page.getByRole('combobox', { name: label, exact: true }).focus();
  const { opened } = scaledProjectRecords();
  return [
    {
      // A phone's first tap on /projects, whose 60 dialogs have their bodies in parts: the dialog opens, and
      // its body (its team last) comes with the part, fetched from the tap's first event.
      name: 'Ver detalhes opens a project dialog whose body is in a part, with its team',
      control: 'dialog button (part)',
      path: '/projects',
      viewport: 'mobile',
      act: (run) => press(run, run.page.getByRole('button', { name: `Ver detalhes: ${opened.title.pt}`, exact: true })),
      answer: [{ dialog: true }, { text: opened.title.pt, inDialog: true }, { text: opened.team.at(-1)!.name, inDialog: true }],
      verify: async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: opened.title.pt });
        await shows(dialog.getByRole('heading', { name: 'Equipe' }), 'the heading "Equipe"');
        for (const member of opened.team) await shows(dialog.getByText(member.name, { exact: false }).first(), member.name);
      },
    },
    {
      name: `year filter loads ${oldest}, a year the HTML does not carry`,
      control: 'older year (select)',
      path: '/publications',
      viewport: 'desktop',
      lead: focus('Ano'),
      // End: the last option, the oldest year.
      act: ({ page }) => page.keyboard.press('End'),
      // The answer a visitor sees: the status counting the year's works and the first of them, at the top of
      // the list; the others, further down, are checked once it came.
      answer: [{ url: `\\?(.*&)?year=${oldest}(&|$)` }, { text: `Mostrando ${ofOldest.length} de ${works.length} publicações` }, { shown: [ofOldest[0]!.title], count: 1 }],
      verify: async ({ page }) => {
        for (const work of ofOldest) await shows(page.getByRole('heading', { name: work.title, exact: true }), work.title);
      },
    },
    {
      name: 'type filter shows every chapter, most of them loaded',
      control: 'type (select)',
      path: '/publications',
      viewport: 'desktop',
      lead: focus('Tipo'),
      // C: the first type whose words start with it, "Capítulos de livro".
      act: ({ page }) => page.keyboard.press('c'),
      answer: [{ url: '\\?(.*&)?type=chapter(&|$)' }, { shown: chapters.map((work) => work.title), count: chapters.length }],
    },
    {
      name: `"Mostrar todos os ${articles.length} artigos" shows the oldest article too`,
      control: 'show all articles (link)',
      path: '/publications',
      viewport: 'desktop',
      act: ({ page }) => page.getByRole('link', { name: `Mostrar todos os ${articles.length} artigos` }).click(),
      answer: [{ url: '\\?(.*&)?type=article(&|$)' }, { shown: [articles.at(-1)!.title], count: 1 }, { text: `Mostrando ${articles.length} de ${works.length} publicações` }],
    },
  ];
}

/** The cases held to the target, by control. */
export const TIMED_SCALE_CONTROLS = new Set(['older year (select)', 'type (select)', 'dialog button (part)']);
