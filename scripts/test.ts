// `npm test`: builds the site, then runs every test suite (unit, node, browser) in one vitest run
// and closes with one line `N passed, N failed` counting all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const chromium = ensureChromium();

// The tests talk to the local backend and send no e-mail, whatever a developer's .env says.
const localOnly = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' };
if (run('npm', ['run', 'build'], { ...process.env, ...localOnly }) !== 0) {
  console.error('The build failed, so no test ran.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

mkdirSync(join(root, 'test-results'), { recursive: true });
const report = join(root, 'test-results/vitest.json');
const status = run(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...process.argv.slice(2)],
  // The first-input suite: every case once at 1× CPU here; `npm run test:first-input` runs all of it.
  { FIRST_INPUT_RATES: '1', FIRST_INPUT_RUNS: '1', ...process.env, CHROME_PATH: chromium },
);

if (!existsSync(report)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const results = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number; testResults: { status: string }[] };
// A suite that fails to load has no tests to count; count it as a failure so the line cannot read green.
const brokenFiles = results.testResults.filter((file) => file.status === 'failed').length;
const failed = Math.max(results.numFailedTests, status === 0 ? 0 : brokenFiles || 1);
console.log(`${results.numPassedTests} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
