// `npm run check`: what to make sure of before publishing. The one definition of the check: the GitHub
// Actions workflow (.github/workflows/deploy.yml) runs `npm run check` itself before it publishes. The
// documents are valid, the translations are listed, the site builds (for publishing), then the built site
// is looked at (links, weights, forms), as its own record says it was built (build-record.ts: the address,
// the forms), and the sample's leftovers are looked for. Each step answers with lines a professor can act on.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { formatProblems } from '../problems.ts';
import { validateProject } from '../validate-project.ts';
import { measureAllPages, overBudget } from '../first-load.ts';
import { interactionOverBudget, measureInteractionLoads } from '../interaction-load.ts';
import { basePathOf, readSiteUrl } from '../seo/site-url.ts';
import { distDir } from '../build-output.ts';
import { islandBlocksIn } from '../../../src/blocks/registry.ts';
import type { SiteDocument } from '../../../src/generated/schemas.ts';
import { LANGUAGES } from '../../../src/i18n/languages.ts';
import { formsBuild } from '../../../src/services/forms-availability.ts';
import { LOCAL_BACKEND_URL } from '../../../src/services/settings.ts';
import { findBrokenLinks } from './internal-links.ts';
import { checkFormsBackend, filesNaming } from './forms-backend.ts';
import { builtSiteUrl, readBuildRecord } from './build-record.ts';
import { findBuiltLeftovers, findSampleLeftovers, isSampleIdentity } from './sample-leftovers.ts';

export type Outcome = 'ok' | 'problem' | 'skipped';
export interface StepResult {
  outcome: Outcome;
  /** The step's one-line summary, then details (indented when printed). */
  summary: string;
  details?: string[];
}

export interface CheckContext {
  root: string;
  /** The environment the build gets: .env, then the process's own (as vite and the prerender read it). */
  env: Record<string, string | undefined>;
  /** Check the dist/ already built instead of building again (`npm run check -- --no-build`). */
  build: boolean;
}

export interface CheckStep {
  name: string;
  run(context: CheckContext): Promise<StepResult> | StepResult;
}

const MAX_DETAILS = 12;
const listed = (lines: string[]) => (lines.length > MAX_DETAILS ? [...lines.slice(0, MAX_DETAILS), `… and ${lines.length - MAX_DETAILS} more`] : lines);

/** Runs an npm script, its output kept (shown only when it fails). */
function npm(root: string, args: string[], env: Record<string, string | undefined>): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...args], { cwd: root, env: { ...process.env, ...env }, shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}
const lastLines = (output: string, count = 15) => output.trim().split('\n').slice(-count);

const outputOf = (context: CheckContext) => distDir(context.root, context.env);
/** The address the built site was made for, as the build recorded it; the environment's only for a folder without one. */
const siteUrlOf = (context: CheckContext) => builtSiteUrl(outputOf(context)) ?? readSiteUrl(context.env);
/**
 * The check's build is for publishing (src/services/forms-availability.ts): its forms do what the published
 * site's will, even without SITE_URL here (GitHub Pages gives the workflow its address).
 */
export const PUBLISHING_BUILD = { PUBLISH: '1' } as const;

export const CHECK_STEPS: CheckStep[] = [
  {
    name: 'The pages, site.json and locale files are valid',
    run({ root }) {
      const problems = validateProject({ root });
      return problems.length === 0
        ? { outcome: 'ok', summary: 'The pages, site.json and locale files are valid' }
        : { outcome: 'problem', summary: `${problems.length} problem(s) in the site's files`, details: formatProblems(problems).split('\n') };
    },
  },
  {
    name: 'Translations',
    async run({ root, env }) {
      const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
      if (!scripts.translations) return { outcome: 'skipped', summary: 'Translations: not reported (this copy has no `npm run translations` yet)' };
      const { status, output } = await npm(root, ['--silent', 'translations', '--', '--summary'], env);
      return { outcome: status === 0 ? 'ok' : 'problem', summary: status === 0 ? 'Translations' : 'Translations: the report found a problem', details: lastLines(output) };
    },
  },
  {
    name: 'The site builds',
    async run(context) {
      const dist = relative(context.root, outputOf(context));
      if (!context.build) {
        return existsSync(join(outputOf(context), 'index.html'))
          ? { outcome: 'ok', summary: `The site in ${dist}/ (built before for ${siteUrlOf(context)}; not built again)` }
          : { outcome: 'problem', summary: `There is no built site in ${dist}/: run npm run build, or npm run check without --no-build` };
      }
      const started = Date.now();
      const { status, output } = await npm(context.root, ['--silent', 'build'], { ...context.env, ...PUBLISHING_BUILD });
      const seconds = Math.round((Date.now() - started) / 1000);
      return status === 0
        ? { outcome: 'ok', summary: `The site builds (${dist}/ for ${siteUrlOf(context)}, ${seconds} s)` }
        : { outcome: 'problem', summary: 'The site does not build', details: lastLines(output) };
    },
  },
  {
    name: 'Every link inside the site leads somewhere',
    run(context) {
      const broken = findBrokenLinks(outputOf(context), basePathOf(siteUrlOf(context)));
      return broken.length === 0
        ? { outcome: 'ok', summary: 'Every link and anchor inside the site leads somewhere' }
        : { outcome: 'problem', summary: `${broken.length} broken link(s) inside the site`, details: listed(broken.map(({ page, href, problem }) => `${page}: "${href}": ${problem}`)) };
    },
  },
  {
    name: 'Every page stays light',
    run(context) {
      const dist = outputOf(context);
      const pages = measureAllPages(dist, basePathOf(siteUrlOf(context)));
      const site = JSON.parse(readFileSync(join(context.root, 'pages-data/site.json'), 'utf8')) as SiteDocument;
      const blocksOf = (document: string): unknown => JSON.parse(readFileSync(join(context.root, `pages-data/${document}.json`), 'utf8')).blocks;
      const problems = [
        ...pages.flatMap(overBudget),
        ...measureInteractionLoads(dist, site, (document) => islandBlocksIn(blocksOf(document))).flatMap(interactionOverBudget),
      ];
      return problems.length === 0
        ? { outcome: 'ok', summary: `Every page stays within its weight budgets (${pages.length} pages)` }
        : { outcome: 'problem', summary: `${problems.length} page weight(s) over budget`, details: listed(problems) };
    },
  },
  {
    name: 'The forms reach you',
    run(context) {
      const locales = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(context.root, `locales/${language}.json`), 'utf8')) as Record<string, string>]));
      const dist = outputOf(context);
      // What the build did with its forms, as it recorded it; a folder built before the record: from the environment.
      const site = JSON.parse(readFileSync(join(context.root, 'pages-data/site.json'), 'utf8')) as SiteDocument;
      const forms = readBuildRecord(dist)?.forms ?? formsBuild(context.env, site);
      const localBackend = [LOCAL_BACKEND_URL, ...(context.env.VITE_LOCAL_BACKEND_URL?.trim() ? [context.env.VITE_LOCAL_BACKEND_URL.trim()] : [])];
      const findings = checkFormsBackend(siteUrlOf(context), forms, locales, { namingLocalBackend: forms.backend === 'local' ? [] : filesNaming(dist, localBackend) });
      const problems = findings.filter((finding) => !finding.ok);
      return problems.length === 0
        ? { outcome: 'ok', summary: 'The forms reach you', details: findings.map((finding) => finding.message) }
        : { outcome: 'problem', summary: 'The forms would not reach you', details: problems.map((finding) => finding.message) };
    },
  },
  {
    name: 'No sample data is left',
    run(context) {
      const { root } = context;
      if (isSampleIdentity(root)) return { outcome: 'skipped', summary: 'Sample data: this is still the sample professor (pages-data/site.json): put your identity there first, or run npm run start:fresh' };
      const leftovers = findSampleLeftovers(root);
      // The built site is looked at too (the default site address, a stale build); named file by file only when the sources are clean.
      const dist = outputOf(context);
      const built = existsSync(dist) ? findBuiltLeftovers(root, dist) : [];
      const lines = [
        ...leftovers.map(({ file, found }) => `${file}: ${found.join(', ')}`),
        ...(leftovers.length && built.length ? [`and ${built.length} file(s) built from them in ${relative(root, dist)}/`] : built.map(({ file, found }) => `${file}: ${found.join(', ')}`)),
      ];
      return lines.length === 0
        ? { outcome: 'ok', summary: "No sample professor's data is left" }
        : { outcome: 'problem', summary: `The sample professor's data is still in ${leftovers.length || built.length} file(s) (npm run start:fresh removes it)`, details: listed(lines) };
    },
  },
];

/** The environment a build gets here: .env and .env.production, then the process's own variables. */
export function buildEnvironment(root: string): Record<string, string | undefined> {
  return { ...loadEnv('production', root, ''), ...process.env };
}
