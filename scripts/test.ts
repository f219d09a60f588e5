// `npm test`: builds the site, type-checks everything (tests included) beside the build, and runs every
// test suite (unit, node, browser, timing), each in its own vitest process, and closes with one line
// `N passed, N failed` counting all of them (a failed type-check counts as one).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const chromium = ensureChromium();

// The tests talk to the local backend and send no e-mail, whatever a developer's .env says.
const localOnly = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' };
// The build without its own type-check (of the site's code alone): the whole project's, tests included
// (tsconfig.json), runs beside it instead, so the tests stay type-checked while no build depends on them.
const build = () =>
  new Promise<number>((resolve) => spawn('npm', ['run', 'build', '--', '--no-typecheck'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...localOnly } }).on('close', (code) => resolve(code ?? 1)));
const typecheckLog = join(root, 'test-results/typecheck.log');
const typecheck = () =>
  new Promise<number>((resolve) => {
    const output = openSync(typecheckLog, 'w');
    spawn(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: root, stdio: ['ignore', output, output] }).on('close', (code) => resolve(code ?? 1));
  });

mkdirSync(join(root, 'test-results'), { recursive: true });
// One visit per first-input case at 1× CPU, two at once: they run last, alone on the machine (see below).
const env = { FIRST_INPUT_RATES: '1', FIRST_INPUT_RUNS: '1', FIRST_INPUT_PARALLEL: '2', ...process.env, CHROME_PATH: chromium };
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
type Project = 'unit' | 'node' | 'browser' | 'timing';
const report = (project: Project) => join(root, `test-results/vitest-${project}.json`);
const logFile = (project: Project) => join(root, `test-results/${project}.log`);

/**
 * Runs one vitest project in its own process; resolves with its exit status. `beside` runs it on one
 * worker, its output kept in a file and printed at the end (so runs side by side do not interleave).
 * Never niced: at the lowest priority a suite beside the browser tests gets almost no CPU while they keep
 * both cores busy (the unit tests once took 1,500 s for 75 s of CPU; on CI the node tests took 1,380 s
 * for under 300 s, and a server test timed out at 180 s), and the browser tests time nothing.
 */
function vitestRun(project: Project, beside = false): Promise<number> {
  // `unit` stands for both unit projects: the tests that share one module graph and those that mock modules.
  const projects = project === 'unit' ? ['unit', 'unit-mocks'] : [project];
  const args = [vitest, 'run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile=${report(project)}`, ...process.argv.slice(2)];
  if (beside) args.push('--maxWorkers=1');
  // Files named on the command line may all belong to another project: this one then has none.
  if (process.argv.length > 2) args.push('--passWithNoTests');
  const output = beside ? openSync(logFile(project), 'w') : 'inherit';
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', output, output] });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const PROJECTS: Project[] = ['unit', 'node', 'browser', 'timing'];
for (const project of PROJECTS) rmSync(report(project), { force: true });
const status: Partial<Record<Project, number>> = {};
/**
 * Three phases, so the two cores are busy and the timings honest:
 * 1. the build, with the unit tests beside it (they read no build output);
 * 2. the browser tests, one file after another, with the node tests beside them;
 * 3. the timing tests (Lighthouse, first input) alone, once nothing else runs: beside the other suites
 *    one Lighthouse run lost 10 points of performance to the machine (TBT 249 ms for 30 alone).
 */
const unitRun = vitestRun('unit', true).then((code) => (status.unit = code));
const typecheckRun = typecheck();
if ((await build()) !== 0) {
  console.error('The build failed, so no test that reads it ran.');
  await Promise.all([unitRun, typecheckRun]);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
await Promise.all([vitestRun('browser').then((code) => (status.browser = code)), vitestRun('node', true).then((code) => (status.node = code)), unitRun]);
status.timing = await vitestRun('timing');
const typecheckStatus = await typecheckRun;
for (const project of ['unit', 'node'] as const) {
  console.log(`\n--- ${project} tests (${logFile(project)}) ---`);
  console.log(readFileSync(logFile(project), 'utf8'));
}

interface Results {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; duration?: number; failureMessages?: string[] }[] }[];
}
let passed = 0;
let failed = 0;
// CI shows only the tail of the output, where the browser run's own failure report is long gone: name
// every failure again here, just above the count, with the first lines of its message.
const failures: string[] = [];
const secondTries: string[] = [];
const firstLines = (text = '') => text.split('\n').slice(0, 6).map((line) => `    ${line}`).join('\n');
// A test past its time limit reaches the JSON report as the bare stack vitest captured when it started
// ("Error: STACK_TRACE_ERROR"), without the message: say what it means, and how long the test ran.
const failureText = (test: Results['testResults'][number]['assertionResults'][number]) => {
  const text = test.failureMessages?.join('\n') ?? '';
  const seconds = ((test.duration ?? 0) / 1000).toFixed(0);
  // (A test that passed on its second try reports the passing try's duration: say nothing of it.)
  const ran = test.status === 'failed' ? `the test ran ${seconds} s, ` : '';
  return text.startsWith('Error: STACK_TRACE_ERROR') ? `Timed out: ${ran}past its time limit\n${text}` : text;
};
for (const project of PROJECTS) {
  const file = report(project);
  const code = status[project] ?? 1;
  // A run that wrote no report (it could not start) counts as a failure, so the line cannot read green.
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8')) as Results;
  // A suite that fails to load has no tests to count; count it as a failure too.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed').length;
  for (const file of results.testResults) {
    const where = file.name.replace(`${root}/`, '');
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    // A test that passed on its second try (the browser tests get one) keeps the first try's error.
    for (const test of file.assertionResults.filter((test) => test.status === 'passed' && test.failureMessages?.length)) {
      secondTries.push(`  ~ ${where} > ${test.fullName}\n${firstLines(failureText(test))}`);
    }
    for (const test of failedTests) failures.push(`  ✗ ${where} > ${test.fullName}\n${firstLines(failureText(test))}`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`  ✗ ${where} (did not run)\n${firstLines(file.message)}`);
  }
  // Errors outside any test (an import left running when its file ended) fail the run with no test failed.
  if (code !== 0 && !results.testResults.some((entry) => entry.status === 'failed')) failures.push(`  ✗ the ${project} run exited with code ${code}: an error outside the tests (see its output above)`);
  passed += results.numPassedTests;
  failed += Math.max(results.numFailedTests, code === 0 ? 0 : brokenFiles || 1);
}
// The type-check of everything, tests included: one failure, with tsc's first lines.
if (typecheckStatus !== 0) {
  failed += 1;
  failures.push(`  ✗ the type-check (tsc -p ., tests included) failed: ${relative(root, typecheckLog)}\n${firstLines(readFileSync(typecheckLog, 'utf8'))}`);
}
if (secondTries.length > 0) console.log(`\nPassed on a second try (flaky: look into it):\n${secondTries.join('\n')}\n`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(PROJECTS.every((project) => status[project] === 0) && failed === 0 ? 0 : 1);
