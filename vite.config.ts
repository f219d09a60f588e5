import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { jsonValidationPlugin } from './scripts/lib/vite-validation-plugin.ts';
import { languageSplitPlugin } from './scripts/lib/vite-language-split.ts';
import { siteForBrowserPlugin } from './scripts/lib/vite-site-for-browser.ts';
import { mediaPlugin } from './scripts/lib/media/vite-media-plugin.ts';
import { brandPlugin } from './scripts/lib/vite-brand-plugin.ts';
import { buildBasePath, distDir } from './scripts/lib/build-output.ts';
import { buildRecordPlugin } from './scripts/lib/check/build-record.ts';
import { SITE_FOLDERS } from './scripts/lib/site-folders.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The browser tests that measure time: the `timing` project, run alone (see below). */
const TIMING_TESTS = ['tests/browser/lighthouse.test.ts', 'tests/browser/first-input.test.ts', 'tests/browser/forms-first-input.test.ts', 'tests/browser/scale.test.ts'];
/**
 * The unit tests that replace a module (`vi.mock`): they need a module graph of their own. The others share
 * one per worker (`isolate: false`), which halves the unit run: most of it was importing Mantine and React
 * again for each of 45 files (175 s alone on two cores, 78 s shared).
 */
const UNIT_TESTS_WITH_MOCKS = readdirSync(`${root}tests/unit`)
  .filter((name) => /\.test\.tsx?$/.test(name) && readFileSync(`${root}tests/unit/${name}`, 'utf8').includes('vi.mock('))
  .map((name) => `tests/unit/${name}`);
const unitProject = (name: string, isolate: boolean, files: { include: string[]; exclude?: string[] }) => ({
  extends: true as const,
  test: {
    name,
    environment: 'happy-dom' as const,
    isolate,
    // Whole Mantine forms render here, several times in a test; on a busy CI machine, beside the
    // build, one took 4–5 s of the default 5.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    ...files,
    setupFiles: ['tests/setup/dom.ts'],
    // @rjsf/mantine's ES modules import "dayjs/plugin/customParseFormat" without its ".js", which
    // Node's loader refuses; run through Vite instead, the editor's form tests load it as the editor does.
    server: { deps: { inline: ['@rjsf/mantine'] } },
  },
});

export default defineConfig(({ mode }) => ({
  // buildRecordPlugin: whether the forms are on the pages (__FORMS_BACKEND__) and dist/.vite/build-info.json,
  // which npm run check reads (scripts/lib/check/build-record.ts).
  plugins: [react(), jsonValidationPlugin(root), languageSplitPlugin(), siteForBrowserPlugin(), mediaPlugin(root), brandPlugin(root), buildRecordPlugin(root)],
  // SITE_URL's sub-path (https://prof.github.io/site → /site/): every asset URL Vite writes starts with
  // it, and the app reads it as import.meta.env.BASE_URL (src/i18n/site-base.ts).
  base: `${buildBasePath(root, mode)}/`,
  build: {
    // DIST_DIR builds elsewhere than dist/ (a test's second build in the same folder).
    outDir: distDir(root),
    // Named once (scripts/lib/site-folders.ts): the host's year-long cache rule and the editor's refusals read it too.
    assetsDir: SITE_FOLDERS.assets,
    manifest: true,
    // Page documents and the form/PDF libraries become their own chunks (see src/renderer/documents.ts).
    chunkSizeWarningLimit: 300,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // What tools write into the project is never the site's source: a tsconfig.json appearing in Deno's
    // cache (tests/server/deno.test.ts) made the editor's server reload its page, losing an open dialog.
    watch: { ignored: ['**/.deno-cache/**', '**/.local-backend/**', '**/dist/**', '**/dist-*/**', '**/perf-reports/**', '**/screenshots/**', '**/.scratch/**'] },
  },
  test: {
    projects: [
      unitProject('unit', false, { include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: UNIT_TESTS_WITH_MOCKS }),
      unitProject('unit-mocks', true, { include: UNIT_TESTS_WITH_MOCKS }),
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker, as in `unit`: 152 s instead of 194 s alone on two cores.
          isolate: false,
          include: ['tests/node/**/*.test.ts', 'tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          // Server tests start PGlite (Postgres compiled to WASM), some twice on one data folder: a few
          // seconds each alone, but npm test runs them beside the browser suite on CI's 2 cores, where
          // opening one data folder twice once took over 30 s.
          testTimeout: 90_000,
          // Their databases start in hooks too; beside the browser tests (npm test runs both at once) that
          // took past the default 10 s, and once past 60 s on CI.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          exclude: TIMING_TESTS,
          globalSetup: ['tests/browser/global-setup.ts'],
          // 90 s: a poll over a locator that never shows waits twice for Playwright's 30 s before it fails,
          // and should fail with its own message, not the test's time limit.
          testTimeout: 90_000,
          // One more try for a visit that failed: on CI's two cores, beside the node tests, about one run in
          // three had one visit stall (a different test each time). npm test lists every test that needed
          // its second try, with the first try's error, so a real flake stays in view; two failures fail.
          retry: 1,
          hookTimeout: 120_000,
          // A visitor's answer may wait for an island to load on a busy machine: polls get 5 s, not 1 s.
          expect: { poll: { timeout: 5_000 } },
          // One file at a time: two at once took longer (the visits are CPU-bound on two cores: the
          // accessibility and editor files took 710 s and 644 s side by side, against 354 s and 326 s).
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The browser tests that time what a visitor's browser does (Lighthouse's blocking time, the
          // first input's answer). `npm test` runs them last, alone on the machine, so the other suites'
          // CPU does not count as the page's.
          name: 'timing',
          environment: 'node',
          include: TIMING_TESTS,
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
}));
