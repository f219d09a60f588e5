// Delivery: every page in every language at its own URL, complete before any script runs, found by
// search engines, compressed and cached, and the same page after React takes over.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../pages-data/site.json';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { HTML_LANG, LANGUAGES } from '../../src/i18n/languages.ts';
import { DEFAULT_SITE_URL } from '../../scripts/lib/seo/site-url.ts';
import { h1Of as documentH1, pageTitleOf } from '../support/sample-data.ts';
import { baseUrl, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const html = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, text: await response.text() };
};
const h1Of = (text: string) => text.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? '';

describe('a page per language', () => {
  // The h1 and the title each document gives, in the address's language.
  it.each([
    { path: '/en/about', route: '/about', language: 'en' },
    { path: '/es/about', route: '/about', language: 'es' },
    { path: '/about', route: '/about', language: 'pt' },
    { path: '/en/', route: '/', language: 'en' },
  ] as const)('$path is prerendered in its language', async ({ path, route, language }) => {
    const [lang, h1, title] = [HTML_LANG[language], documentH1(route, language), pageTitleOf(route, language)];
    const { status, text } = await html(path);
    expect(status).toBe(200);
    expect(text).toContain(`<html lang="${lang}"`);
    expect(text).toContain(`<title>${title}</title>`);
    expect(h1Of(text)).toContain(h1);
  });

  it.each(['/en/about', '/es/about', '/en/meeting'])('%s hydrates without an error and without moving anything', async (path) => {
    const { page, context, errors } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(path);
    const before = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.waitForTimeout(400);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('language choice', () => {
  it('a stored English preference on /about ends on /en/about without painting a Portuguese frame', async () => {
    const { page, context, errors } = await openPage(browser);
    await context.addInitScript(() => {
      localStorage.setItem('preferred-language', 'en');
      if (location.pathname !== '/about') return;
      // Every frame the Portuguese document gets to paint is recorded, with what it would show.
      const frames: string[] = [];
      const record = () => {
        const shown = !document.documentElement.hidden && (document.body?.innerText ?? '').trim() !== '';
        frames.push(shown ? 'content' : 'nothing');
        sessionStorage.setItem('pt-frames', JSON.stringify(frames));
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/about');
    await page.waitForURL(`${baseUrl}/en/about`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(documentH1('/about', 'en'));
    const frames = JSON.parse((await page.evaluate(() => sessionStorage.getItem('pt-frames'))) ?? '[]') as string[];
    expect(frames).not.toContain('content');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([null, 'pt', 'fr'])('with %s stored, an unprefixed URL stays Portuguese', async (stored) => {
    const { page, context } = await openPage(browser);
    if (stored) await context.addInitScript((value) => localStorage.setItem('preferred-language', value), stored);
    await page.goto('/about');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(documentH1('/about', 'pt'));
    await context.close();
  });

  it('the flags go to the same page in each language and keep preferred-language in sync', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/about');
    const flag = (name: string) => page.getByRole('banner').getByRole('button', { name });
    for (const { name, path, stored, h1 } of [
      { name: 'English', path: '/en/about', stored: 'en', h1: documentH1('/about', 'en') },
      { name: 'Español', path: '/es/about', stored: 'es', h1: documentH1('/about', 'es') },
      { name: 'Português', path: '/about', stored: 'pt', h1: documentH1('/about', 'pt') },
    ]) {
      await flag(name).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(h1);
      expect(await flag(name).getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe(stored);
    }
    // Internal links follow the language of the page.
    await flag('English').click();
    await page.waitForURL(`${baseUrl}/en/about`);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en/contact');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/en/no-such-page', lang: 'en', h1: 'Oops! Page not found' },
    { path: '/es/no-such-page', lang: 'es', h1: '¡Ups! Página no encontrada' },
    { path: '/no-such-page', lang: 'pt-BR', h1: 'Ops! Página não encontrada' },
  ])('$path answers 404 with the not-found page in its language', async ({ path, lang, h1 }) => {
    const { status, text } = await html(path);
    expect(status).toBe(404);
    expect(text).toContain(`<html lang="${lang}"`);
    expect(h1Of(text)).toBe(h1);
    expect(text).toContain('<meta name="robots" content="noindex">');
  });
});

describe('found by search engines', () => {
  const pages = site.routes.flatMap((route) => LANGUAGES.map((language) => ({ route: route.path, language })));

  it.each(pages)('$route in $language has its canonical URL and the hreflang alternates', async ({ route, language }) => {
    const { text } = await html(localizePath(route, language));
    expect(text).toContain(`<html lang="${HTML_LANG[language]}"`);
    expect(text).toContain(`<link rel="canonical" href="${DEFAULT_SITE_URL}${localizePath(route, language)}">`);
    for (const [hreflang, target] of [['pt-BR', 'pt'], ['en', 'en'], ['es', 'es'], ['x-default', 'pt']] as const)
      expect(text).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${DEFAULT_SITE_URL}${localizePath(route, target)}">`);
    expect(text).toContain(`<meta property="og:image" content="${DEFAULT_SITE_URL}/og/${language}.png">`);
    expect(text).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves a sitemap with every route in the three languages and their alternates, and robots.txt naming it', async () => {
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(site.routes.length * 3);
    for (const entry of entries) expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(4);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
    const image = await fetch(`${baseUrl}/og/en.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('served compressed and cached', () => {
  it('sends HTML, JavaScript and CSS compressed, assets immutable for a year and pages revalidated', async () => {
    const page = await fetch(`${baseUrl}/about`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const body = await page.text();
    const script = body.match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
    // A page's own styles are inline; a form's island still loads stylesheets of its own.
    const style = body.match(/<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/)?.[1];
    for (const asset of [script, style]) {
      const response = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
    const missing = await fetch(`${baseUrl}/en/missing`, { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
  });
});
