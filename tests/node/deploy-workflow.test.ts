// The GitHub Actions workflow that publishes the site (.github/workflows/deploy.yml), read as GitHub
// reads it: its triggers (the daily run included), its permissions, actions pinned to a released
// version, and its steps in the order npm run check runs them locally.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CHECK_STEPS } from '../../scripts/lib/check/check-steps.ts';

const root = join(import.meta.dirname, '../..');
const workflow = parse(readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8')) as {
  jobs: Record<string, { needs?: string | string[]; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
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

  it('installs, validates, builds, uploads dist/ and deploys, in that order', () => {
    const steps = stepsInOrder();
    const at = (test: (step: (typeof steps)[number]) => boolean) => steps.findIndex(test);
    const order = [
      at((step) => step.run === 'npm ci'),
      at((step) => step.run === 'npm run validate'),
      at((step) => step.run === 'npm run build'),
      at((step) => step.uses?.startsWith('actions/upload-pages-artifact@') === true),
      at((step) => step.uses?.startsWith('actions/deploy-pages@') === true),
    ];
    expect(order.every((index) => index >= 0), `steps found at ${order.join(', ')}`).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))!.with).toEqual({ path: 'dist' });
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!.with).toMatchObject({ 'node-version': 20 });
  });

  it('runs its steps in the order npm run check runs them', () => {
    const workflowCommands = stepsInOrder().flatMap((step) => (step.run ? [step.run] : []));
    const checkCommands = CHECK_STEPS.flatMap((step) => (step.workflowCommand ? [step.workflowCommand] : []));
    expect(checkCommands).toEqual(['npm run validate', 'npm run build']);
    expect(workflowCommands.filter((command) => checkCommands.includes(command))).toEqual(checkCommands);
  });
});
