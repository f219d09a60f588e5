// The GitHub Actions workflow that publishes the site (.github/workflows/deploy.yml), read as GitHub
// reads it: its triggers (the daily run included), each job's own permissions (only the deploy job
// writes), every action pinned to a release's commit with its version beside it, a Node.js still
// supported, and its one check: it runs npm run check itself (so its steps are the check's), with the
// address and the secrets the build reads, and publishes only when the check passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CHECK_STEPS } from '../../scripts/lib/check/check-steps.ts';

interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  'continue-on-error'?: unknown;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

const root = join(import.meta.dirname, '../..');
const workflowText = readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8');
const workflow = parse(workflowText) as {
  permissions: unknown;
  jobs: Record<string, { needs?: string | string[]; if?: string; 'continue-on-error'?: unknown; permissions?: Record<string, string>; steps: WorkflowStep[] }>;
};

/**
 * A commit SHA: a tag, even a full version (v4.2.2), can be moved to other code by whoever holds the
 * action's repository; a commit cannot.
 */
const PINNED = '^[\\w.-]+/[\\w./-]+@[0-9a-f]{40}$';

/** The `uses:` lines of a workflow's text that lack a commit SHA followed by its release (`# v7.0.1`). */
function unpinnedLines(text: string): string[] {
  return text.split('\n').filter((line) => /^\s*(-\s+)?uses:/.test(line) && !/uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+\s*$/.test(line));
}

/** The Node.js major version a `node-version` or an engines range names first (24, '24.x', '>=20.19' → 24, 24, 20). */
const majorOf = (version: unknown) => Number(/\d+/.exec(String(version))?.[0]);

/** What the site relies on in the workflow; the rest is GitHub's to check. */
const SCHEMA = {
  type: 'object',
  required: ['on', 'permissions', 'concurrency', 'jobs'],
  properties: {
    on: {
      type: 'object',
      required: ['push', 'schedule', 'workflow_dispatch'],
      properties: {
        push: { type: 'object', required: ['branches'], properties: { branches: { type: 'array', contains: { const: 'main' } } } },
        schedule: { type: 'array', minItems: 1, items: { type: 'object', required: ['cron'], properties: { cron: { type: 'string', pattern: '^\\S+ \\S+ \\* \\* \\*$' } } } },
      },
    },
    // Nothing, or reading only, for every job; each job asks for what it uses.
    permissions: { type: 'object', additionalProperties: { const: 'read' } },
    concurrency: { type: 'object', required: ['group'] },
    jobs: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['runs-on', 'permissions', 'steps'],
        properties: {
          permissions: { type: 'object', additionalProperties: { enum: ['read', 'write'] } },
          steps: {
            type: 'array',
            items: {
              type: 'object',
              oneOf: [
                { required: ['uses'], properties: { uses: { type: 'string', pattern: PINNED } } },
                { required: ['run'], properties: { run: { type: 'string' } } },
              ],
            },
          },
        },
      },
    },
  },
} as const;

/** The steps of every job, jobs in the order their `needs` give. */
function stepsInOrder() {
  const done: string[] = [];
  const names = Object.keys(workflow.jobs);
  while (done.length < names.length) {
    const next = names.find((name) => !done.includes(name) && [workflow.jobs[name]!.needs ?? []].flat().every((need) => done.includes(need)));
    if (!next) throw new Error('the jobs wait for each other in a circle');
    done.push(next);
  }
  return done.flatMap((name) => workflow.jobs[name]!.steps);
}

describe('the deploy workflow', () => {
  it('has the triggers, permissions and pinned actions the site relies on', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(SCHEMA);
    expect(validate(workflow), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('rejects an action on a branch or a tag, and write permissions for the whole workflow', () => {
    const validate = new Ajv({ strict: false }).compile(SCHEMA);
    for (const uses of ['actions/checkout@main', 'actions/checkout@v4', 'actions/checkout@v4.2.2']) {
      const unpinned = structuredClone(workflow);
      unpinned.jobs.build!.steps[0] = { uses };
      expect(validate(unpinned), uses).toBe(false);
    }
    const writesEverywhere = structuredClone(workflow);
    writesEverywhere.permissions = { contents: 'read', pages: 'write', 'id-token': 'write' };
    expect(validate(writesEverywhere)).toBe(false);
  });

  it('pins every action to a commit, with the release it is written beside it', () => {
    expect(workflowText.match(/^\s*(-\s+)?uses:/gm)!.length).toBe(stepsInOrder().filter((step) => step.uses).length);
    expect(unpinnedLines(workflowText)).toEqual([]);
    // What the reader must never meet: a tag, a SHA without its version, a version that is only a major.
    const bad = ['      - uses: actions/checkout@v7.0.1', '        uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1', '        uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7'];
    expect(unpinnedLines(bad.join('\n'))).toEqual(bad);
  });

  it('gives each job only what it uses: the build reads the code, only the deploy job writes, to Pages', () => {
    const { build, deploy, ...others } = workflow.jobs;
    expect(build!.permissions).toEqual({ contents: 'read' });
    expect(deploy!.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    for (const [name, job] of Object.entries(others)) expect(Object.values(job.permissions ?? {}), name).not.toContain('write');
    // The Pages address comes from a job that reads Pages' settings, and nothing else.
    const address = Object.entries(workflow.jobs).find(([, job]) => job.steps.some((step) => step.uses?.startsWith('actions/configure-pages@')))!;
    expect(address[1].permissions).toEqual({ pages: 'read' });
    expect([build!.needs].flat()).toContain(address[0]);
  });

  it('runs a Node.js still supported (22 or newer), which package.json says the site runs on', () => {
    const nodeVersion = stepsInOrder().find((step) => step.uses?.startsWith('actions/setup-node@'))!.with!['node-version'];
    expect(majorOf(nodeVersion)).toBeGreaterThanOrEqual(22);
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(/^>=\d+(\.\d+)*$/);
    expect(majorOf(nodeVersion)).toBeGreaterThanOrEqual(majorOf(engines));
  });

  it('finds the address, installs, checks and builds (npm run check), uploads dist/ and deploys, in that order', () => {
    const steps = stepsInOrder();
    const at = (test: (step: (typeof steps)[number]) => boolean) => steps.findIndex(test);
    const order = [
      at((step) => step.uses?.startsWith('actions/configure-pages@') === true),
      at((step) => step.run === 'npm ci'),
      at((step) => step.run === 'npm run check'),
      at((step) => step.uses?.startsWith('actions/upload-pages-artifact@') === true),
      at((step) => step.uses?.startsWith('actions/deploy-pages@') === true),
    ];
    expect(order.every((index) => index >= 0), `steps found at ${order.join(', ')}`).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!.with).toEqual({ path: 'dist' });
  });

  it("runs npm run check itself, the one definition of the check's steps, and publishes nothing when it fails", () => {
    // Every command the workflow runs: installing, then the check, which validates and builds (its steps
    // include the build), so no step of the workflow is a second, different definition of the check.
    const steps = stepsInOrder();
    expect(steps.flatMap((step) => (step.run ? [step.run.trim()] : []))).toEqual(['npm ci', 'npm run check']);
    expect(CHECK_STEPS.map((step) => step.name)).toEqual(expect.arrayContaining(['The pages, site.json and locale files are valid', 'The site builds', 'Every link inside the site leads somewhere', 'Every page stays light', 'The forms reach you']));
    // A failed check fails the job: nothing lets it go on, so the upload and the deploy never run.
    for (const step of steps) {
      expect(step['continue-on-error'], step.name).toBeUndefined();
      expect(step.if, step.name).toBeUndefined();
    }
    expect(Object.values(workflow.jobs).every((job) => job['continue-on-error'] === undefined && job.if === undefined)).toBe(true);
  });

  it("gives the check the build's address and the forms' backend from the repository's secrets, and no e-mail key", () => {
    const check = stepsInOrder().find((step) => step.run === 'npm run check')!;
    expect(check.env?.SITE_URL).toBe('${{ vars.SITE_URL || needs.address.outputs.base_url }}');
    // The VITE_* settings the site reads (src/vite-env.d.ts), but the local backend's own address.
    const declared = [...readFileSync(join(root, 'src/vite-env.d.ts'), 'utf8').matchAll(/readonly (VITE_\w+)/g)].map(([, name]) => name!).filter((name) => name !== 'VITE_LOCAL_BACKEND_URL');
    const backend = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'];
    const browserEmail = declared.filter((name) => !backend.includes(name));
    expect(browserEmail).toEqual(expect.arrayContaining(['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_PUBLIC_KEY', 'VITE_CONTACT_RECIPIENT']));
    for (const name of backend) expect(check.env?.[name], name).toBe(`\${{ secrets.${name} }}`);
    // The function sends the e-mail: the bundle gets no EmailJS key unless an owner whose function sends
    // none uncomments these lines (README, "The forms' backend"), each ready as written.
    for (const name of browserEmail) {
      expect(check.env?.[name], name).toBeUndefined();
      expect(workflowText, name).toMatch(new RegExp(`^ {10}# ${name}: \\$\\{\\{ secrets\\.${name} \\}\\}$`, 'm'));
    }
  });
});
