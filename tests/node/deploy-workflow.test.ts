// The GitHub Actions workflow that publishes the site (.github/workflows/deploy.yml), read as GitHub
// reads it: its triggers (the daily run included), its permissions, actions pinned to a released
// version, and its one check: it runs npm run check itself (so its steps are the check's), with the
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
const workflow = parse(readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8')) as {
  jobs: Record<string, { needs?: string | string[]; if?: string; 'continue-on-error'?: unknown; steps: WorkflowStep[] }>;
};

/** A full version tag (v4.2.2) or a commit SHA: never a branch (@main) or a moving major (@v4). */
const PINNED = '^[\\w.-]+/[\\w./-]+@(v\\d+\\.\\d+\\.\\d+|[0-9a-f]{40})$';

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
    permissions: {
      type: 'object',
      required: ['pages', 'id-token'],
      properties: { pages: { const: 'write' }, 'id-token': { const: 'write' }, contents: { const: 'read' } },
    },
    concurrency: { type: 'object', required: ['group'] },
    jobs: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        required: ['runs-on', 'steps'],
        properties: {
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

  it('rejects an action on a branch or a moving major version', () => {
    const validate = new Ajv({ strict: false }).compile(SCHEMA);
    const unpinned = structuredClone(workflow);
    unpinned.jobs.build!.steps[0] = { uses: 'actions/checkout@main' };
    expect(validate(unpinned)).toBe(false);
    unpinned.jobs.build!.steps[0] = { uses: 'actions/checkout@v4' };
    expect(validate(unpinned)).toBe(false);
  });

  it('installs, checks and builds (npm run check), uploads dist/ and deploys, in that order', () => {
    const steps = stepsInOrder();
    const at = (test: (step: (typeof steps)[number]) => boolean) => steps.findIndex(test);
    const order = [
      at((step) => step.run === 'npm ci'),
      at((step) => step.uses?.startsWith('actions/configure-pages@') === true),
      at((step) => step.run === 'npm run check'),
      at((step) => step.uses?.startsWith('actions/upload-pages-artifact@') === true),
      at((step) => step.uses?.startsWith('actions/deploy-pages@') === true),
    ];
    expect(order.every((index) => index >= 0), `steps found at ${order.join(', ')}`).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!.with).toEqual({ path: 'dist' });
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!.with).toMatchObject({ 'node-version': 20 });
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

  it("gives the check the build's address and every setting the bundles read, from the repository's secrets", () => {
    const check = stepsInOrder().find((step) => step.run === 'npm run check')!;
    expect(check.env?.SITE_URL).toBe('${{ vars.SITE_URL || steps.pages.outputs.base_url }}');
    // The VITE_* settings the site reads (src/vite-env.d.ts), but the local backend's own address.
    const declared = [...readFileSync(join(root, 'src/vite-env.d.ts'), 'utf8').matchAll(/readonly (VITE_\w+)/g)].map(([, name]) => name!).filter((name) => name !== 'VITE_LOCAL_BACKEND_URL');
    expect(declared.length).toBeGreaterThan(0);
    for (const name of declared) expect(check.env?.[name], name).toBe(`\${{ secrets.${name} }}`);
  });
});
