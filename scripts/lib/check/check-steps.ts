// `npm run check`: what to make sure of before publishing, in the order the GitHub Actions workflow
// (.github/workflows/deploy.yml) runs the same steps: the documents are valid, the translations are
// listed, the site builds, then the built site is looked at (links, weights, forms) and the sample's
// leftovers are looked for. Each step answers with lines a professor can act on.
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
import { findBrokenLinks } from './internal-links.ts';
import { checkFormsBackend } from './forms-backend.ts';
import { findSampleLeftovers, isSampleIdentity } from './sample-leftovers.ts';

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
  /** The command the deploy workflow runs for this step, when it runs it ('npm run validate'). */
  workflowCommand?: string;
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

const siteUrlOf = (context: CheckContext) => readSiteUrl(context.env);
const outputOf = (context: CheckContext) => distDir(context.root, context.env);

export const CHECK_STEPS: CheckStep[] = [
  {
    name: 'The pages, site.json and locale files are valid',
    workflowCommand: 'npm run validate',
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
    workflowCommand: 'npm run build',
    async run(context) {
      const dist = relative(context.root, outputOf(context));
      if (!context.build) {
        return existsSync(join(outputOf(context), 'index.html'))
          ? { outcome: 'ok', summary: `The site in ${dist}/ (built before; not built again)` }
          : { outcome: 'problem', summary: `There is no built site in ${dist}/: run npm run build, or npm run check without --no-build` };
      }
      const started = Date.now();
      const { status, output } = await npm(context.root, ['--silent', 'build'], context.env);
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
      const findings = checkFormsBackend(siteUrlOf(context), context.env, locales);
      const problems = findings.filter((finding) => !finding.ok);
      return problems.length === 0
        ? { outcome: 'ok', summary: 'The forms reach you', details: findings.map((finding) => finding.message) }
        : { outcome: 'problem', summary: 'The forms would not reach you', details: problems.map((finding) => finding.message) };
    },
  },
  {
    name: 'No sample data is left',
    run({ root }) {
      if (isSampleIdentity(root)) return { outcome: 'skipped', summary: 'Sample data: this is still the sample professor (pages-data/site.json): put your identity there first' };
      const leftovers = findSampleLeftovers(root);
      return leftovers.length === 0
        ? { outcome: 'ok', summary: "No sample professor's data is left" }
        : { outcome: 'problem', summary: `The sample professor's data is still in ${leftovers.length} file(s)`, details: listed(leftovers.map(({ file, found }) => `${file}: ${found.join(', ')}`)) };
    },
  },
];

/** The environment a build gets here: .env and .env.production, then the process's own variables. */
export function buildEnvironment(root: string): Record<string, string | undefined> {
  return { ...loadEnv('production', root, ''), ...process.env };
}
