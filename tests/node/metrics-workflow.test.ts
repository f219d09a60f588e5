// The weekly citation-count workflow (.github/workflows/metrics.yml), read as GitHub reads it: weekly and by
// hand, no permission but its job's two, actions pinned by commit SHA, Node 24, and its two shell steps run
// here in bash with stand-ins for npm, git and gh: a refusal fails the run with the report in the summary,
// a change opens (or updates) one pull request from the fixed branch, and nothing is ever pushed to main.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

const root = join(import.meta.dirname, '../..');
const text = readFileSync(join(root, '.github/workflows/metrics.yml'), 'utf8');
const workflow = parse(text) as { on: Record<string, unknown> & { schedule?: { cron: string }[] }; permissions: unknown; jobs: Record<string, Job> };
const [job] = Object.values(workflow.jobs);
const step = (pattern: RegExp) => job!.steps.find((candidate) => pattern.test(candidate.run ?? ''))!;

describe('the citation-count workflow', () => {
  it('runs weekly and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule).toHaveLength(1);
    // minute hour * * weekday: once a week.
    expect(workflow.on.schedule![0]!.cron).toMatch(/^\d{1,2} \d{1,2} \* \* [0-6]$/);
  });

  it('has no permission of its own; its one job may write contents and pull requests, nothing else', () => {
    expect(workflow.permissions).toEqual({});
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
    expect(job!.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
  });

  it('pins every action by commit SHA, with its version in a comment, and sets up Node 24', () => {
    const uses = job!.steps.flatMap((candidate) => (candidate.uses ? [candidate.uses] : []));
    expect(uses.map((action) => action.split('@')[0])).toEqual(['actions/checkout', 'actions/setup-node']);
    for (const action of uses) {
      expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(text).toMatch(new RegExp(`uses: ${action.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} # v\\d+\\.\\d+\\.\\d+\\n`));
    }
    expect(job!.steps.find((candidate) => candidate.uses?.startsWith('actions/setup-node@'))!.with).toMatchObject({ 'node-version': 24 });
    expect(step(/^npm ci$/m)).toBeDefined();
  });

  describe('its steps, run in bash with stand-ins for npm, git and gh', () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

    /** Runs one step's script; the stand-ins log each call to calls.log and answer as `answers` says. */
    function runStep(script: string, answers: { npmExit?: number; noReport?: boolean; changed?: boolean; openPr?: string }, env: Record<string, string> = {}) {
      const dir = mkdtempSync(join(tmpdir(), 'metrics-workflow-'));
      dirs.push(dir);
      const bin = join(dir, 'bin');
      execFileSync('mkdir', ['-p', bin]);
      const stand = (name: string, body: string) => {
        writeFileSync(join(bin, name), `#!/bin/bash\necho "${name} $*" >> "${dir}/calls.log"\n${body}\n`);
        chmodSync(join(bin, name), 0o755);
      };
      // npm writes its report where --report says, as the refresh does, and exits as asked.
      stand('npm', `${answers.noReport ? '' : `while [ $# -gt 0 ]; do if [ "$1" = --report ]; then echo 'Citation counts from OpenAlex: the report' > "$2"; fi; shift; done`}\nexit ${answers.npmExit ?? 0}`);
      stand('git', `if [ "$1" = status ]; then ${answers.changed ? "echo ' M pages-data/metrics.json'" : 'true'}; fi`);
      stand('gh', `if [ "$1 $2" = 'pr list' ]; then echo '${answers.openPr ?? ''}'; fi`);
      writeFileSync(join(dir, 'summary.md'), '');
      if (!answers.noReport && script.includes('gh pr')) writeFileSync(join(dir, 'report.txt'), 'Citation counts from OpenAlex: the report\n');
      const result = spawnSync('bash', ['-e', '-c', script], {
        env: { PATH: `${bin}:/usr/bin:/bin`, RUNNER_TEMP: dir, GITHUB_STEP_SUMMARY: join(dir, 'summary.md'), ...job!.env, ...env },
        encoding: 'utf8',
      });
      const read = (file: string) => {
        try {
          return readFileSync(join(dir, file), 'utf8');
        } catch {
          return '';
        }
      };
      return { status: result.status, calls: read('calls.log').trim().split('\n').filter(Boolean), summary: read('summary.md'), body: read('body.md') };
    }

    const refresh = step(/refresh:metrics/);
    const pullRequest = step(/gh pr/);

    it('the refresh writes, and the report goes to the summary; a refusal fails the run with it', () => {
      const written = runStep(refresh.run!, { npmExit: 0 }, { FORCE: '' });
      expect(written.status).toBe(0);
      expect(written.calls[0]).toMatch(/^npm run --silent refresh:metrics -- --write --report /);
      expect(written.summary).toContain('Citation counts from OpenAlex: the report');
      const refused = runStep(refresh.run!, { npmExit: 1 }, { FORCE: '' });
      expect(refused.status).toBe(1);
      expect(refused.summary).toContain('Citation counts from OpenAlex: the report');
      // A refresh that stops before its report still fails the run, and the summary says so.
      const crashed = runStep(refresh.run!, { npmExit: 1, noReport: true }, { FORCE: '' });
      expect(crashed.status).toBe(1);
      expect(crashed.summary).toContain('No report');
      // By hand with "force": the counts are written anyway.
      expect(refresh.env?.FORCE).toContain("'--force'");
      expect(runStep(refresh.run!, { npmExit: 0 }, { FORCE: '--force' }).calls[0]).toContain('--write --force');
    });

    it('with no change, no pull request and no push', () => {
      const result = runStep(pullRequest.run!, { changed: false });
      expect(result.status).toBe(0);
      expect(result.calls.filter((call) => !call.startsWith('git status'))).toEqual([]);
      expect(result.summary).toContain('no pull request');
    });

    it('a change opens one pull request from the fixed branch into main, with the report as its description', () => {
      const result = runStep(pullRequest.run!, { changed: true });
      expect(result.status).toBe(0);
      const branch = job!.env!.BRANCH!;
      expect(branch).not.toBe('main');
      expect(result.calls).toContain(`git push --force origin HEAD:refs/heads/${branch}`);
      expect(result.calls.find((call) => call.startsWith('gh pr create'))).toMatch(new RegExp(`^gh pr create --base main --head ${branch} --title .+ --body-file .*body\\.md$`));
      expect(result.body).toContain('Citation counts from OpenAlex: the report');
      // Only the branch is ever pushed.
      expect(result.calls.filter((call) => call.startsWith('git push')).every((call) => call.endsWith(`refs/heads/${branch}`))).toBe(true);
      expect(pullRequest.env?.GH_TOKEN).toBe('${{ github.token }}');
    });

    it('an open pull request from that branch is updated, not opened again', () => {
      const result = runStep(pullRequest.run!, { changed: true, openPr: '42' });
      expect(result.status).toBe(0);
      expect(result.calls.some((call) => call.startsWith('gh pr create'))).toBe(false);
      expect(result.calls.find((call) => call.startsWith('gh pr edit'))).toMatch(/^gh pr edit 42 --title .+ --body-file .*body\.md$/);
    });
  });
});
