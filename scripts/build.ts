// `npm run build`: the whole build. Validation first, so a broken document stops everything with its
// file, pointer and sentence. Then the type-check runs beside the client build, the server build and
// the prerender: it only reads, so on two cores the pair costs the longer of the two (about 30 s less
// than one after the other). It checks the site's code (tsconfig.build.json: src, scripts, editor), not the
// tests, so nothing a test says about the sample can stop a build; `npm test` checks them. Last, the
// brotli and gzip copies; `--no-compress` leaves them out (a test's throwaway build that never reads
// them), and `--no-typecheck` the type-check (a second build of the same code, such as the base-path
// test's, or npm test's, which checks everything beside it).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serverBuildDir } from './lib/build-output.ts';

type Step = [command: string, ...args: string[]];

/** Runs one command from node_modules/.bin (npm puts it on the PATH), resolving with its exit status. */
const run = ([command, ...args]: Step) =>
  new Promise<number>((resolve) => spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' }).on('close', (code) => resolve(code ?? 1)));

/** Runs commands one after another, stopping at the first that fails. */
async function inTurn(...steps: Step[]): Promise<number> {
  for (const step of steps) {
    const status = await run(step);
    if (status !== 0) return status;
  }
  return 0;
}

const root = join(import.meta.dirname, '..');
const [typecheck, site] = (await run(['tsx', 'scripts/validate.ts'])) === 0
  ? await Promise.all([process.argv.includes('--no-typecheck') ? 0 : run(['tsc', '-p', 'tsconfig.build.json']), inTurn(['vite', 'build'], ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', serverBuildDir(root)], ['tsx', 'scripts/prerender.ts'])])
  : [1, 1];
const status = typecheck || site || (process.argv.includes('--no-compress') ? 0 : await run(['tsx', 'scripts/compress.ts']));
process.exit(status);
