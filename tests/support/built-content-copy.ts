// One real build of a copy of the project that two tests read, so npm test builds it once, not twice
// (each build is about a minute of a 2-core machine): any-content-builds.test.ts (several pages removed
// by `npm run remove:page`'s plan, every collection emptied, the type-check included) and
// new-content-type.test.ts (a kind of content added as JSON alone: tests/fixtures/new-content-type/).
// The new collection is added after the others are emptied, so it alone has records. The node tests share
// one module graph (vite.config.ts, `isolate: false`), so the second test finds the first one's build;
// run alone, each builds it. The copy goes when the process ends.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { formatProblems } from '../../scripts/lib/problems.ts';
import { readProjectFiles } from '../../scripts/lib/project-files.ts';
import { planPageRemoval, writeRemoval } from '../../scripts/lib/remove-page.ts';
import { createSchemaRegistry } from '../../scripts/lib/schema-registry.ts';
import { validateFiles } from '../../scripts/lib/validate-project.ts';
import { emptyCollection } from './empty-collection.ts';

const root = join(import.meta.dirname, '../..');
export const NEW_CONTENT_FIXTURE = join(root, 'tests/fixtures/new-content-type');
/** The pages removed: the podcast's two, the blog, the hobbies, the teaching page and the meeting form (not the
 * contact page: the added patents' view has a "Licensing" button that writes to it). */
export const REMOVED = ['/podcast', '/media-podcast', '/blog', '/hobbies', '/teaching', '/meeting'];

export interface BuiltContentCopy {
  copy: string;
  dist: string;
  /** The routes that went: the pages removed, and those their removal or an emptied collection took along. */
  removedRoutes: string[];
}

/** Adds the fixture's collection, schema, page, route and the words of its view's labels. */
function addNewContentType(copy: string) {
  cpSync(join(NEW_CONTENT_FIXTURE, 'schemas'), join(copy, 'schemas'), { recursive: true });
  cpSync(join(NEW_CONTENT_FIXTURE, 'pages-data'), join(copy, 'pages-data'), { recursive: true });
  const words = JSON.parse(readFileSync(join(NEW_CONTENT_FIXTURE, 'locales.json'), 'utf8')) as Record<string, Record<string, string>>;
  for (const language of ['pt', 'en', 'es']) {
    const file = join(copy, `locales/${language}.json`);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...words[language] }, null, 2));
  }
  const siteFile = join(copy, 'pages-data/site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as { routes: { path: string; document: string }[] };
  site.routes.push({ path: '/patents', document: 'patents' });
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
}

function build(): BuiltContentCopy {
  const copy = mkdtempSync(join(tmpdir(), 'any-content-'));
  process.once('exit', () => rmSync(copy, { recursive: true, force: true }));
  const skip = new Set(['node_modules', '.git', '.scratch', 'test-results', 'screenshots', 'perf-reports', '.local-backend', '.env', '.env.local']);
  cpSync(root, copy, { recursive: true, filter: (source) => { const top = relative(root, source).split('/')[0]!; return !skip.has(top) && !/^dist(-|$)/.test(top); } });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const registry = createSchemaRegistry(readProjectFiles({ root: copy }).schemas);
  const removedRoutes: string[] = [];
  for (const path of REMOVED) {
    const plan = planPageRemoval(readProjectFiles({ root: copy }), path, registry);
    if (plan.problems.length) throw new Error(`removing ${path}:\n${formatProblems(plan.problems)}`);
    writeRemoval(copy, plan, Object.fromEntries(Object.keys(plan.files).map((file) => [file, readFileSync(join(copy, file), 'utf8')])));
    removedRoutes.push(path);
  }
  for (const file of readdirSync(join(copy, 'pages-data/collections'))) removedRoutes.push(...emptyCollection(copy, file.replace(/\.json$/, ''), registry).removedRoutes);
  addNewContentType(copy);
  const problems = validateFiles(readProjectFiles({ root: copy }), createSchemaRegistry(readProjectFiles({ root: copy }).schemas));
  if (problems.length) throw new Error(`the copy does not validate:\n${formatProblems(problems)}`);
  try {
    // The project's own build, type-check included; only the brotli and gzip copies are left out.
    execFileSync('npm', ['run', 'build', '--', '--no-compress'], { cwd: copy, stdio: 'pipe', env: { ...process.env, SITE_URL: '', VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' } });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the build failed in the copy with pages removed, every collection empty and patents added:\n${`${stdout ?? ''}\n${stderr ?? ''}`.replace(/npm warn.*\n/g, '').slice(-4000)}`);
  }
  return { copy, dist: join(copy, 'dist'), removedRoutes };
}

let built: BuiltContentCopy | undefined;
export function builtContentCopy(): BuiltContentCopy {
  built ??= build();
  return built;
}
