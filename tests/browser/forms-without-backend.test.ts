// A site published under a sub-path before its forms have a backend, as a professor's first GitHub Pages
// publish is: one build of a copy of the project (one build serves both halves of this file, as each took
// about a minute of npm test's time).
//
// Under the sub-path (https://<user>.github.io/<repo>/, served under /site/ only): a visitor's pages, in
// two languages, ask for nothing outside /site/, every link of the build leads somewhere under it, and the
// sidebar, the flags and the search keep the visitor there.
//
// Without a backend: the copy's site.json
// says "forms": { "whenNoBackend": "showEmail" }, for a sub-path (SITE_URL https://example.github.io/site,
// as GitHub Pages publishes a project) and with no Supabase settings. /contact and /meeting show the
// e-mail with a sentence in each language instead of a form, and stay so once their islands run; nothing
// the build publishes names the local backend (127.0.0.1:54321). `npm run check -- --no-build`, with no
// SITE_URL in its environment, reads the address from the build (no false broken links on the sub-path),
// passes the forms, and writes its lines to the run's summary. With "refuse" (the default) the check of
// the same build fails and names the README step that gives the site its backend.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_RECORD_FILE, buildRecordOf, readBuildRecord } from '../../scripts/lib/check/build-record.ts';
import { CHECK_STEPS } from '../../scripts/lib/check/check-steps.ts';
import { findBrokenLinks } from '../../scripts/lib/check/internal-links.ts';
import { filesNaming } from '../../scripts/lib/check/forms-backend.ts';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { LOCAL_BACKEND_URL } from '../../src/services/settings.ts';
import { h1Of, root, site, t, type Language } from '../support/sample-data.ts';
import { launchBrowser } from './browser.ts';

const BASE = '/site';
const SITE_URL = `https://example.github.io${BASE}`;
/** No forms backend, whatever a developer's .env or CI says. */
const NO_BACKEND = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_EMAILJS_SERVICE_ID: '', VITE_EMAILJS_PUBLIC_KEY: '' };
const { email } = site.identity;

let copy: string;
let dist: string;
let server: Server;
let origin: string;
let browser: Browser;

/** The environment of this process without SITE_URL, CI, PUBLISH or GitHub's summary: the check must not lean on them. */
function bareEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { SITE_URL: _, CI: __, PUBLISH: ___, GITHUB_STEP_SUMMARY: ____, ...rest } = process.env;
  return { ...rest, ...NO_BACKEND, ...extra };
}

function setWhenNoBackend(value: 'refuse' | 'showEmail') {
  const file = join(copy, 'pages-data/site.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), forms: { whenNoBackend: value } }, null, 2));
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'forms-without-backend-'));
  const skip = (top: string) => top === 'node_modules' || top.startsWith('dist') || ['.git', '.scratch', '.local-backend', '.deno-cache', 'test-results'].includes(top);
  cpSync(root, copy, { recursive: true, filter: (source) => !skip(relative(root, source).split(sep)[0]!) });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  setWhenNoBackend('showEmail');
  try {
    // The one build here (about a minute): no type-check (npm test's own build checks the same code), no compressed copies.
    execFileSync('npm', ['run', 'build', '--', '--no-compress', '--no-typecheck'], { cwd: copy, stdio: 'pipe', env: bareEnv({ SITE_URL }) });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`the build failed in the copy:\n${`${stdout ?? ''}\n${stderr ?? ''}`.slice(-3000)}`);
  }
  dist = join(copy, 'dist');
  server = await startStaticServer({ dir: dist, port: 0, base: BASE });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const PAGES: Record<Language, { contact: string; meeting: string }> = {
  pt: { contact: 'contact.html', meeting: 'meeting.html' },
  en: { contact: 'en/contact.html', meeting: 'en/meeting.html' },
  es: { contact: 'es/contact.html', meeting: 'es/meeting.html' },
};

/** The words of a locale string around its {email}, as the page writes them (React escapes the apostrophe). */
const words = (language: Language, key: string) => t(language, key).split('{email}').map((part) => part.replaceAll("'", '&#x27;'));

describe('a build for publishing without a forms backend, with "showEmail"', () => {
  it('records what it did: the address, and forms that show the e-mail', () => {
    expect(readBuildRecord(dist)).toEqual({ siteUrl: SITE_URL, forms: { backend: 'none', whenNoBackend: 'showEmail', forPublishing: true, emailFromBrowser: false } });
  });

  it.each(['pt', 'en', 'es'] as const)('shows the e-mail in place of each form, with the sentence, in %s', (language) => {
    for (const form of ['contact', 'meeting'] as const) {
      const html = readFileSync(join(dist, PAGES[language][form]), 'utf8');
      expect(html, PAGES[language][form]).not.toMatch(/<form[\s>]/);
      expect(html).toContain(`data-form-without-backend="${form}"`);
      expect(html).toContain(`href="mailto:${email}">${email}</a>`);
      for (const part of words(language, `form.withoutBackend.${form}`).filter(Boolean)) expect(html).toContain(part);
      expect(html).toContain(words(language, 'form.withoutBackend.note')[0]);
    }
  });

  it('publishes nothing that names the local backend, nor any loopback address of its own', () => {
    expect(filesNaming(dist, [LOCAL_BACKEND_URL, 'http://localhost:54321'])).toEqual([]);
    // Only a library's own chunk may mention a loopback host (supabase-js lists them); none of the site's code.
    const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const sourceOf = new Map(Object.entries(manifest).map(([source, chunk]) => [chunk.file, source]));
    const published: string[] = [];
    const walk = (dir: string) => readdirSync(dir).forEach((name) => (statSync(join(dir, name)).isDirectory() ? name !== '.vite' && walk(join(dir, name)) : published.push(relative(dist, join(dir, name)).split(sep).join('/'))));
    walk(dist);
    const loopback = published.filter((file) => /\.(html|js|json|xml|txt|conf)$|_headers$/.test(file) && /127\.0\.0\.1|\[::1\]|localhost:\d/.test(readFileSync(join(dist, file), 'utf8')));
    expect(loopback.filter((file) => !sourceOf.get(file)?.includes('node_modules/'))).toEqual([]);
    // The host is told of no backend to connect to.
    const headers = readFileSync(join(dist, published.find((file) => file.endsWith('_headers'))!), 'utf8');
    expect(headers).toMatch(/connect-src 'self';/);
  });

  it('keeps the e-mail once the page runs, with the subject a page sent the visitor here with', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}${BASE}/en/contact?subject=${encodeURIComponent('Visit in May')}`);
    await page.mouse.move(1, 1);
    await page.locator('[data-island][data-hydrated]').first().waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('[data-form-without-backend="contact"] a').getAttribute('href')).toBe(`mailto:${email}?subject=Visit%20in%20May`);
    expect(await page.locator('form').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('npm run check on that build, with no SITE_URL in its environment', () => {
  let run: { status: number | null; stdout: string };
  let summary: string;

  beforeAll(() => {
    const summaryFile = join(copy, 'summary.md');
    run = spawnSync('npm', ['run', '--silent', 'check', '--', '--no-build'], { cwd: copy, encoding: 'utf8', env: bareEnv({ GITHUB_STEP_SUMMARY: summaryFile }) });
    summary = readFileSync(summaryFile, 'utf8');
  }, 300_000);

  it("checks the links under the build's own sub-path, and finds none broken", () => {
    expect(run.stdout).toContain(`✓ The site in dist/ (built before for ${SITE_URL}; not built again)`);
    expect(run.stdout).toContain('✓ Every link and anchor inside the site leads somewhere');
  });

  it('passes the forms, saying how to open them', () => {
    expect(run.stdout).toMatch(/✓ The forms reach you\n {4}Until the site has its forms backend, \/contact and \/meeting show your e-mail .*README, "Make it yours", step 7/);
  });

  it("writes its lines, as they are, to the run's summary", () => {
    const printed = run.stdout.split('\n').filter((line) => /^(✓|✗|–| {4})/.test(line));
    expect(printed.length).toBeGreaterThan(6);
    expect(summary).toContain(`\`\`\`text\n${printed.join('\n')}\n\`\`\``);
    expect(summary).toMatch(run.status === 0 ? /^## npm run check\n\n✓ Ready to publish\./ : /^## npm run check\n\n✗ \d+ thing\(s\) to fix before publishing\./);
  });

  it('with "refuse" (the default), a build for publishing without a backend stops the publish and names the README step', async () => {
    // What the same build records once site.json says "refuse": the forms stay, on the local backend.
    setWhenNoBackend('refuse');
    const refused = join(copy, 'dist-refuse');
    mkdirSync(join(refused, '.vite'), { recursive: true });
    cpSync(join(dist, 'index.html'), join(refused, 'index.html'));
    writeFileSync(join(refused, BUILD_RECORD_FILE), JSON.stringify(buildRecordOf(copy, { SITE_URL, ...NO_BACKEND })));
    expect(readBuildRecord(refused)!.forms).toMatchObject({ backend: 'local', origin: LOCAL_BACKEND_URL, whenNoBackend: 'refuse' });
    const step = CHECK_STEPS.find((candidate) => candidate.name === 'The forms reach you')!;
    const result = await step.run({ root: copy, env: { DIST_DIR: 'dist-refuse', ...NO_BACKEND }, build: false });
    expect(result.outcome).toBe('problem');
    expect(result.details?.[0]).toMatch(/^The forms would send to http:\/\/127\.0\.0\.1:54321, the visitor's own computer: .*\(README, "Make it yours", step 7\)/);
  });
});

/** Opens a page under /site/, keeping every request it makes and every failed one. */
async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // This site's answers only: other sites (the office map's embed) are out of reach in a test.
  const ours = (url: string) => url.startsWith(`${origin}/`);
  page.on('response', (response) => response.status() >= 400 && ours(response.url()) && failed.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => ours(request.url()) && failed.push(`failed ${request.url()}`));
  await page.goto(`${origin}${BASE}${path}`);
  return { context, page, requests, failed };
}

/** This site's requests that miss the sub-path (other sites', such as the office map's embed, are theirs). */
const outside = (requests: string[]) => requests.filter((url) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}${BASE}/`));
const ROUTES = ['/', '/about', '/publications', '/contact', '/news'];
const localized = (path: string, language: Language) => (language === 'pt' ? path : `/${language}${path}`);

describe('a build under a sub-path', () => {
  it('has no link or asset that leads nowhere or out of /site/', () => {
    expect(findBrokenLinks(dist, BASE)).toEqual([]);
  });

  it.each(ROUTES.flatMap((path) => (['pt', 'en'] as const).map((language) => ({ path, language, url: localized(path, language) }))))(
    '$url asks for nothing outside /site/, and everything it asks for is there',
    async ({ path, language, url }) => {
      const { context, page, requests, failed } = await visit(url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(h1Of(path, language));
      // It is styled (Mantine's reset takes the body's margin away) and its script runs (a wrong base
      // showed as an unstyled page with dead controls).
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(requests.some((request) => /\/site\/assets\/index-[\w-]+\.js$/.test(request))).toBe(true);
      // Its islands and the code a visitor's first move loads.
      await page.mouse.move(10, 10);
      await page.waitForLoadState('networkidle');
      expect(outside(requests)).toEqual([]);
      expect(failed).toEqual([]);
      await context.close();
    },
  );

  it("keeps the sidebar's links under /site/, in the page's language", async () => {
    const { context, page } = await visit('/en/about');
    const hrefs = await page.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(site.sidebar.map((entry) => `${BASE}/en${entry.path}`));
    await page.getByRole('navigation').getByRole('link').nth(2).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(hrefs[2]);
    await context.close();
  });

  it('switches language with the flags and stays under /site/', async () => {
    const { context, page, requests } = await visit('/about');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${origin}${BASE}/en/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(h1Of('/about', 'en'));
    // The stored choice sends a Portuguese address to English, under the sub-path too.
    await page.goto(`${origin}${BASE}/publications`);
    await page.waitForURL(`${origin}${BASE}/en/publications`);
    await page.getByRole('banner').getByRole('button', { name: 'Português' }).click();
    await page.waitForURL(`${origin}${BASE}/publications`);
    expect(outside(requests)).toEqual([]);
    await context.close();
  });

  it('answers a missing address in its language, and its home link stays under /site/', async () => {
    const { context, page } = await visit('/en/no-such-page');
    const home = page.getByRole('link', { name: t('en', 'notFound.returnHome') });
    expect(await home.getAttribute('href')).toBe(`${BASE}/en/`);
    await context.close();
  });

  it("finds with the search and opens the result's page under /site/", async () => {
    const { context, page, requests } = await visit('/en/about');
    await page.keyboard.press('Control+k');
    const title = h1Of('/publications', 'en');
    await page.getByRole('dialog').getByRole('textbox').fill(title);
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(title) }).first().click();
    await page.waitForURL(new RegExp(`^${origin}${BASE}/en/publications`));
    expect(requests).toContain(`${origin}${BASE}/search/en.json`);
    expect(outside(requests)).toEqual([]);
    await context.close();
  });
});
