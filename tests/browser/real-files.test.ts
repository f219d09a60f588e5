// The owner's real files and images on the built site: a record naming a PDF of pages-data/media/
// shows the size and page count the build measured (never typed), and its Download link fetches the
// very file; an image of the media folder comes with its own width and height from a hashed address.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize, pdfPageCount } from '../../scripts/lib/media/file-facts.ts';
import type { FileItem, ImageBlock } from '../../src/generated/schemas.ts';
import { blocksOf, collection, inLanguages, listedRecords, pageAt, pageDoc, site, t } from '../support/sample-data.ts';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const media = (name: string) => readFileSync(join(import.meta.dirname, '../../pages-data/media', name));
const realFiles = (collection('files').items as unknown as FileItem[]).filter((item) => item.file);
const routeOf = (id: string) => site.routes.find(({ path }) => listedRecords<{ id: string }>(pageAt(path), 'files').some(({ items }) => items.some((item) => item.id === id)))!;

describe('a real PDF offered for download', () => {
  it('is in the sample and shown on a page', () => {
    expect(realFiles.length).toBeGreaterThan(0);
    for (const file of realFiles) expect(routeOf(file.id), file.id).toBeDefined();
  });

  const cases = realFiles.flatMap((file) => inLanguages(routeOf(file.id).path).filter(({ language }) => language !== 'es').map((visit) => ({ ...visit, file })));
  it.each(cases)('$path: its card shows the computed size and pages, and Download fetches the file with 200', async ({ path, language, file }) => {
    const data = media(file.file!);
    const pages = await pdfPageCount(data);
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    // The record's card: the nearest box around its title that holds a download link.
    const card = page.getByRole('main').getByRole('heading', { name: file.title[language], exact: true }).locator('xpath=ancestor::*[.//a[@download]][1]');
    await expect.poll(() => card.count()).toBe(1);
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(formatFileSize(data.length, language));
    expect(text).toContain(t(language, 'file.pages', { value: pages }));
    const link = card.getByRole('link', { name: new RegExp(`^${t(language, 'download.label')}: ${file.title[language]}`) });
    expect(await link.getAttribute('download')).toBe(file.file);
    expect(await link.getAttribute('rel')).toContain('noopener');
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(Buffer.from(await response.body()).equals(data)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an image of the media folder', () => {
  const about = pageDoc('about');
  it.each(blocksOf<ImageBlock>(about, 'image').map((image) => ({ image })))('$image.src on /about: its alt, width and height, from a content-hashed address that answers 200', async ({ image }) => {
    const { page, context } = await openPage(browser);
    await page.goto('/about');
    const img = page.getByRole('main').getByRole('img', { name: image.alt!.pt, exact: true });
    const [width, height] = /<svg[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(media(image.src).toString('utf8'))!.slice(1);
    expect(await img.getAttribute('width')).toBe(width);
    expect(await img.getAttribute('height')).toBe(height);
    const src = (await img.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`^/assets/media/${image.src.replace(/\.svg$/, '')}-[0-9a-f]{10}\\.svg$`));
    expect((await page.request.get(src)).status()).toBe(200);
    await context.close();
  });
});
