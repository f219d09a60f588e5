// `npm run start:fresh`: the sample becomes the owner's site. On a copy of the whole project, with the
// Lattes export of a fictional owner who is not the sample (tests/support/owner-lattes.ts) and her
// answers as flags: a dry run first, which writes nothing; then --write, after which validate, the real
// build and check pass and no part of the sample's identity is left anywhere in the built output. The
// cheaper cases (what stays, what is asked, an identity already edited) plan on a copy of the data alone.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBuiltLeftovers, findSampleLeftovers } from '../../scripts/lib/check/sample-leftovers.ts';
import { SAMPLE_IDENTITY } from '../../scripts/lib/check/sample-parts.ts';
import { importLattesFile } from '../../scripts/lib/lattes/import-command.ts';
import { applyFreshStart } from '../../scripts/lib/fresh-start/apply.ts';
import { runFreshStart } from '../../scripts/lib/fresh-start/command.ts';
import { planFreshStart, writable } from '../../scripts/lib/fresh-start/plan.ts';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import { copyProjectData, projectRoot, readCollection, snapshotOf } from '../support/project-copy.ts';
import { OWNER, ownerLattes } from '../support/owner-lattes.ts';

const ANSWERS = ['--gender', 'feminine', '--honorific', 'Profa. Dra.', '--position', 'Professora Titular', '--office', 'Sala Q-12, Bloco Q', '--office-hours', 'Terças e quintas, 14:00-17:00', '--campus', 'Campus Serra Alta', '--site-url', 'https://helena.ueps.example'];
/**
 * A trial on this computer, as she would check it before setting up the forms' backend (README, "Make it
 * yours", step 7): the build's address is the environment's, over the SITE_URL the fresh start wrote to .env.
 */
const TRIAL = { SITE_URL: 'http://127.0.0.1:4173' };

/** The environment a professor's terminal has: not vitest's (NODE_ENV=test would build React's development bundles, far heavier). */
const TERMINAL = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync(command, args, { cwd, env: { ...TERMINAL, ...env }, stdio: 'pipe', encoding: 'utf8' }) };
  } catch (error) {
    const { status, stdout, stderr } = error as { status?: number; stdout?: string; stderr?: string };
    return { status: status ?? 1, output: `${stdout ?? ''}\n${stderr ?? ''}` };
  }
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? textFiles(full) : /\.(html|js|json|xml|txt|svg|css)$/.test(name) ? [full] : [];
  });
}

describe('npm run start:fresh on a copy of the whole project, with her Lattes export', () => {
  let copy: string;
  let lattes: string;
  let dryRun: { status: number; output: string };
  let written: { status: number; output: string };
  let before: Record<string, string>;
  let after: Record<string, string>;
  let build: { status: number; output: string };

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'fresh-start-'));
    const skip = new Set(['node_modules', 'dist', 'dist-ssr', '.git', '.scratch', 'test-results', 'screenshots', 'perf-reports', '.local-backend', '.env', 'docs']);
    cpSync(projectRoot, copy, { recursive: true, filter: (source) => !skip.has(relative(projectRoot, source).split('/')[0]!) && !/^dist-/.test(relative(projectRoot, source)) });
    symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    lattes = join(copy, 'curriculo.xml');
    writeFileSync(lattes, ownerLattes());
    before = snapshotOf(copy);
    dryRun = run(copy, 'npx', ['tsx', 'scripts/fresh-start.ts', '--lattes', lattes, ...ANSWERS]);
    after = snapshotOf(copy);
    written = run(copy, 'npx', ['tsx', 'scripts/fresh-start.ts', '--lattes', lattes, ...ANSWERS, '--write']);
    // The project's own build, without the compressed copies and the type-check (the copy's code is the project's).
    build = run(copy, 'npm', ['run', 'build', '--', '--no-compress', '--no-typecheck'], TRIAL);
  }, 600_000);

  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('first runs dry: it lists what goes, page by page, and writes nothing', () => {
    expect(dryRun.status, dryRun.output).toBe(0);
    expect(after).toEqual(before);
    expect(dryRun.output).toContain('Dry run: nothing was written');
    expect(dryRun.output).toMatch(/The sample's records, removed \(\d+\):/);
    expect(dryRun.output).toContain('/about (pages-data/about.json)');
    expect(dryRun.output).toMatch(/profileHero "Boas-vindas": its text under your name: yours to write/);
    expect(dryRun.output).toContain('Lattes import from');
  });

  it('writes it with --write; then validate, the build and check pass', () => {
    expect(written.status, written.output).toBe(0);
    expect(build.status, build.output.slice(-3000)).toBe(0);
    // The check validates first, as `npm run validate` does, then looks at the build.
    const check = run(copy, 'npm', ['run', 'check', '--', '--no-build'], TRIAL);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toContain('✓ The pages, site.json and locale files are valid');
    expect(check.output).toContain("✓ No sample professor's data is left");
  });

  it('leaves no part of the sample in her files or anywhere in the built site', () => {
    expect(findSampleLeftovers(copy)).toEqual([]);
    expect(findBuiltLeftovers(copy, join(copy, 'dist'))).toEqual([]);
    // And by plain words too, whatever the finder's rules: the family name, the university, the acronym, the map.
    const words = /Tavares|Vale Central|Valle Central|\bUFVC\b|ufvc\.example|Campo Verde – MG|-18\.918/i;
    expect(textFiles(join(copy, 'dist')).filter((file) => words.test(readFileSync(file, 'utf8'))).map((file) => relative(copy, file))).toEqual([]);
    for (const gone of ['pages-data/media/portrait.svg', 'pages-data/media/academic-genealogy.svg', 'public/docs/campus-map.pdf']) expect(existsSync(join(copy, gone)), gone).toBe(false);
  });

  it('takes her identity from the export and her answers, in the feminine, and her records from Lattes', () => {
    const site = JSON.parse(readFileSync(join(copy, 'pages-data/site.json'), 'utf8'));
    expect(site.identity).toMatchObject({ name: OWNER.name, email: OWNER.email, gender: 'feminine', honorific: { pt: 'Profa. Dra.' }, university: { pt: OWNER.university }, citationNames: [OWNER.citation, 'Lacerda, Helena D.'] });
    expect(site.identity.links.researcherId.href).toBe('https://orcid.org/0000-0002-9999-0001');
    expect(site.identity.biography[0].pt).toContain('Professora titular');
    expect(site.identity.portrait).toBeUndefined();
    expect(readFileSync(join(copy, '.env'), 'utf8')).toMatch(/^SITE_URL=https:\/\/helena\.ueps\.example$/m);
    const home = readFileSync(join(copy, 'dist/index.html'), 'utf8');
    expect(home).toContain('Profa. Dra.');
    expect(home).toContain('<link rel="canonical" href="http://127.0.0.1:4173/">');
    expect(readFileSync(join(copy, 'dist/alumni.html'), 'utf8')).toContain('Professora orientadora');
    expect(readFileSync(join(copy, 'dist/es/alumni.html'), 'utf8')).toContain('Profesora directora');
    const publications = readFileSync(join(copy, 'dist/publications.html'), 'utf8');
    expect(publications).toContain('Reconciliação de dados em redes de trocadores de calor com incrustação');
    expect(publications).toContain('<strong>H. D. Lacerda</strong>');
  });

  it("empties the texts only she can write, and the sample's typed figures and ids, keeping the pages", () => {
    const page = (name: string) => JSON.parse(readFileSync(join(copy, `pages-data/${name}.json`), 'utf8'));
    const original = (name: string) => JSON.parse(readFileSync(join(projectRoot, `pages-data/${name}.json`), 'utf8'));
    const site = JSON.parse(readFileSync(join(copy, 'pages-data/site.json'), 'utf8'));
    for (const route of site.routes) expect(existsSync(join(copy, `pages-data/${route.document}.json`)), route.path).toBe(true);
    const hero = page('home').blocks.find((block: { type: string }) => block.type === 'profileHero');
    expect(hero.bio).toBeUndefined();
    expect(hero.actions).toEqual(original('home').blocks[0].actions);
    // No typed figure is left in a band; every one left is computed from her records.
    const bands = JSON.stringify(Object.fromEntries(site.routes.map((route: { document: string }) => [route.document, page(route.document)])));
    expect(bands).not.toMatch(/"shownUntilReached"/);
    expect(bands).not.toMatch(/"shownUntilCounted"/);
    expect(bands).not.toMatch(/"value":\s*"/);
    // The CV's selected works were the sample's ids: it now lists hers.
    const cv = page('cv');
    expect(JSON.stringify(cv)).not.toContain('tavares20');
  });
});

describe('what a fresh start keeps and asks', () => {
  const copies: { remove: () => void }[] = [];
  afterAll(() => copies.forEach((copy) => copy.remove()));
  const dataCopy = () => {
    const copy = copyProjectData('fresh-start-data-');
    copies.push(copy);
    return copy.root;
  };

  it('keeps the records an import already brought, and removes only the sample\'s', () => {
    const root = dataCopy();
    const lattes = join(root, 'curriculo.xml');
    writeFileSync(lattes, ownerLattes());
    const log = console.log;
    console.log = () => undefined;
    try {
      expect(importLattesFile(lattes, { root, write: true })).toBe(0);
    } finally {
      console.log = log;
    }
    const plan = planFreshStart({ root, answers: { name: OWNER.name, email: OWNER.email } });
    const publications = plan.collections.find((collection) => collection.collection === 'publications')!;
    expect(publications.kept).toBe(5);
    const sample = readCollection(projectRoot, 'publications');
    expect(publications.removed).toHaveLength(Object.values(sample).filter(Array.isArray).flat().length);
  });

  it('asks for what neither the export nor her answers say, and writes nothing until it has it', () => {
    const root = dataCopy();
    const plan = planFreshStart({ root, answers: { name: OWNER.name } });
    expect(writable(plan)).toBe(false);
    expect(plan.missing).toEqual(expect.arrayContaining(['email', 'title', 'office', 'officeHours', 'campus', 'phone']));
    const withLattes = planFreshStart({ root, answers: {}, lattes: { bytes: ownerLattes(), name: 'curriculo.xml' } });
    expect(withLattes.missing.sort()).toEqual(['campus', 'office', 'officeHours', 'title']);
  });

  it('at a terminal, asks for each missing answer (again when the answer will not do), then plans with them', async () => {
    const root = dataCopy();
    const lattes = join(root, 'curriculo.xml');
    writeFileSync(lattes, ownerLattes());
    const replies: Record<string, string[]> = { 'words the site uses': ['feminina', 'feminine'], honorific: ['Profa. Dra.'], position: ['Professora Titular'], 'Your office:': ['Sala Q-12'], 'office hours': ['Terças, 14:00-17:00'], campus: ['Campus Serra Alta'] };
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      const key = Object.keys(replies).find((words) => question.includes(words));
      return key ? replies[key]!.shift() ?? '' : '';
    };
    const log = console.log;
    const printed: string[] = [];
    console.log = (...parts: unknown[]) => void printed.push(parts.join(' '));
    try {
      expect(await runFreshStart({ root, answers: {}, lattes, write: false, ask })).toBe(0);
    } finally {
      console.log = log;
    }
    expect(asked.filter((question) => question.includes('words the site uses'))).toHaveLength(2);
    expect(asked.some((question) => question.includes('e-mail'))).toBe(false);
    expect(printed.join('\n')).toContain('Dry run: nothing was written');
  });

  it('keeps what she already wrote in the identity, and drops what is still the sample\'s', () => {
    const root = dataCopy();
    const file = join(root, 'pages-data/site.json');
    const site = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(site.identity, { name: 'Ana Beatriz Souza', email: 'ana.souza@unb.example', officeHours: { pt: 'Às quartas, 10:00-12:00' } });
    writeFileSync(file, JSON.stringify(site, null, 2));
    const plan = planFreshStart({ root, answers: {} });
    expect(plan.identity.kept).toEqual(expect.arrayContaining(['name', 'email', 'officeHours']));
    // The sample's university, phone and address name it; its biography, title and portrait are known by their texts.
    expect(plan.identity.dropped).toEqual(expect.arrayContaining(['university', 'phone', 'postalAddress', 'biography', 'title', 'portrait', 'links.cvPlatform']));
  });

  it('run again once the sample is gone, keeps what she added by hand and the texts she wrote', () => {
    const root = dataCopy();
    const answers = { name: OWNER.name, email: OWNER.email, position: 'Professora Titular', department: 'Instituto de Química', university: OWNER.university, phone: '+55 (45) 3220-1234', office: 'Sala Q-12', officeHours: 'Terças, 14:00-17:00', campus: 'Campus Serra Alta', postalAddress: 'Rua das Palmeiras, 300', city: 'Serra Alta – PR', postalCode: '85800-000' };
    const first = planFreshStart({ root, answers });
    expect(writable(first), first.problems.map((p) => p.message).join('\n')).toBe(true);
    applyFreshStart(first, root);
    // The sample's map is one of the project's own files (public/ is linked, not copied): it is left alone.
    expect(existsSync(join(projectRoot, 'public/docs/campus-map.pdf'))).toBe(true);
    const newsFile = join(root, 'pages-data/collections/news.json');
    const news = JSON.parse(readFileSync(newsFile, 'utf8'));
    news.items.push({ id: 'minha-noticia', title: { pt: 'Nova bolsa do grupo' }, excerpt: { pt: 'Uma notícia escrita à mão.' }, date: '2026-03-01', category: 'research', author: 'Helena Duarte Lacerda', url: 'https://noticias.ueps.example/bolsa' });
    writeFileSync(newsFile, JSON.stringify(news, null, 2));
    const aboutFile = join(root, 'pages-data/about.json');
    const about = JSON.parse(readFileSync(aboutFile, 'utf8'));
    about.blocks[0].subtitle = { pt: 'Minha trajetória.' };
    writeFileSync(aboutFile, JSON.stringify(about, null, 2));
    const again = planFreshStart({ root, answers: {} });
    expect(again.sampleThere).toBe(false);
    expect(again.collections).toEqual([]);
    expect(again.pages).toEqual([]);
    expect(again.writes.map((write) => write.file)).toEqual([]);
  });

  it("knows every text of the shipped sample's identity by its fingerprint (scripts/lib/sample-identity.json)", () => {
    const { identity } = JSON.parse(readFileSync(join(projectRoot, 'pages-data/site.json'), 'utf8'));
    expect(identity.name, 'this is the sample: the test reads its identity').toBe(SAMPLE_IDENTITY.name);
    const texts = [identity.title, identity.department, identity.officeHours, identity.campus, identity.office, ...(identity.biography ?? []), identity.portrait?.alt].filter(Boolean);
    const known = new Set(SAMPLE_IDENTITY.identityTexts.fingerprints);
    for (const text of texts) expect(known.has(fingerprint(text.pt)), `"${text.pt.slice(0, 60)}…": add ${fingerprint(text.pt)} to identityTexts in scripts/lib/sample-identity.json`).toBe(true);
  });
});
