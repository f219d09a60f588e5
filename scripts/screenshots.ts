// `npm run screenshots`: serves dist/ and saves full-page screenshots of every route at 1280 and
// 375 px in each language to screenshots/ (git-ignored), for reviewing how pages look.
// SHOTS="/about:en:375,/:pt:1280" limits the set; EVAL="js expression" prints a value per shot.
// SCHEME=dark takes them in the dark colour scheme (files end in -dark). DIST_DIR shoots another build, OUT_DIR
// writes elsewhere (to compare two builds page by page).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import site from '../pages-data/site.json' with { type: 'json' };
import { localizePath } from '../src/i18n/language-paths.ts';
import type { Language } from '../src/i18n/languages.ts';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { startStaticServer } from './lib/static-server.ts';
import { distDir } from './lib/build-output.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.env.OUT_DIR ?? join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

const all = site.routes.flatMap((r) => ['pt', 'en', 'es'].flatMap((lang) => [1280, 375].map((w) => `${r.path}:${lang}:${w}`)));
const shots = process.env.SHOTS ? process.env.SHOTS.split(',') : all;

const server = await startStaticServer({ dir: distDir(root), port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const shot of shots) {
  const [path = '/', language = 'pt', width = '1280'] = shot.split(':');
  // SCHEME=dark shows the pages as a visitor whose system is dark sees them (no choice stored).
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: process.env.SCHEME === 'dark' ? 'dark' : 'light' });
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.log(`  console error: ${message.text()}`));
  await page.goto(base + localizePath(path, language as Language), { waitUntil: 'networkidle' });
  // STATIC=1 shows the prerendered page as it first paints; otherwise the page after the first
  // input, once React runs (the tests check the two look the same).
  if (process.env.STATIC !== '1') {
    await page.mouse.move(1, 1);
    await page.locator('#root[data-started="true"]').waitFor({ state: 'attached' });
  }
  // Scroll through once so lazy images and frames load, as they do for a visitor who scrolls.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(400);
  if (process.env.EVAL) console.log(await page.evaluate(process.env.EVAL));
  const file = join(outDir, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${language}-${width}${process.env.SCHEME === 'dark' ? '-dark' : ''}.png`);
  // CLIP=<top>:<height> keeps one band of the full page, to look at a part of a long page closely.
  const [top, height] = (process.env.CLIP ?? '').split(':').map(Number);
  const clip = height ? { x: 0, y: top ?? 0, width: Number(width), height } : undefined;
  await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' || !!clip, clip });
  console.log(file.slice(root.length + 1));
  await context.close();
}
await browser.close();
server.close();
