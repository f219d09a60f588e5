// The printable CV as a visitor sees it, in pt and en: every section assembled from the collections,
// Download PDF saving the CV named by the download rule (jspdf only on the click), and the print
// stylesheet, which hides the frame and the screen-only buttons and prints links with their address.
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const sectionOf = (scope: Page | Locator, name: string) => scope.getByRole('heading', { name, exact: true, level: 2 }).first().locator('xpath=ancestor::section[1]');

const CASES = [
  {
    path: '/cv', sections: ['Formação', 'Cargos', 'Prêmios e distinções', 'Publicações selecionadas', 'Orientações concluídas', 'Disciplinas'],
    degree: 'Doutorado em Engenharia Química', figures: ['Orientações de pós-graduação', 'Especialistas', 'Doutores', 'Mestres'],
    download: 'Baixar PDF', print: 'Imprimir', file: 'cv_pt_1.pdf',
  },
  {
    path: '/en/cv', sections: ['Education', 'Positions', 'Awards and honors', 'Selected publications', 'Completed supervisions', 'Courses'],
    degree: 'PhD in Chemical Engineering', figures: ['Graduate supervisions', 'Specialists', 'Doctors', "Master's graduates"],
    download: 'Download PDF', print: 'Print', file: 'cv_en_1.pdf',
  },
];

describe('/cv', () => {
  it.each(CASES)('$path: the identity, then six sections from the collections', async (c) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(c.path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await main.getByRole('link', { name: /@ufvc\.example$/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(c.sections);
    const [education, positions, awards, publications, supervision, courses] = c.sections.map((name) => sectionOf(main, name));
    expect(await education!.getByText(c.degree, { exact: true }).count()).toBe(1);
    for (const year of ['2000', '1991', '1990', '1987']) expect(await education!.getByText(year, { exact: true }).count()).toBe(1);
    // Four main positions as cards (h4 under the part's h3), six others in the compact list.
    expect(await positions!.getByRole('heading', { level: 3 }).count()).toBe(2);
    expect(await positions!.getByRole('heading', { level: 4 }).count()).toBe(4);
    expect(await awards!.getByRole('heading', { level: 3 }).count()).toBe(7);
    // A selection: six works, in order, with no filters.
    expect(await publications!.getByRole('heading', { level: 3 }).count()).toBe(6);
    expect(await publications!.getByRole('combobox').count()).toBe(0);
    for (const [label, value] of c.figures.map((label, i) => [label, ['31', '18', '11', '20'][i]!])) {
      const figure = supervision!.getByText(label, { exact: true });
      expect(await figure.count()).toBe(1);
      expect(await supervision!.getByText(value, { exact: true }).count()).toBe(1);
    }
    expect(await courses!.getByRole('heading', { level: 3 }).count()).toBe(3);
    expect(await main.getByRole('button', { name: c.print }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(CASES)('$path: Download PDF saves $file, and jspdf loads only on the click', async (c) => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(c.path);
    const button = page.getByRole('main').getByRole('button', { name: new RegExp(`^${c.download}: `) });
    expect(scripts.filter((url) => url.includes('pdf-document'))).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(c.file);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(scripts.some((url) => url.includes('pdf-document'))).toBe(true);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('print', () => {
  it('the CV prints without the frame or its buttons, each section from a new sheet, links with their address', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/en/cv');
    const main = page.getByRole('main');
    // Hidden elements leave the accessibility tree, so they are found with includeHidden.
    const frame = [page.getByRole('banner', { includeHidden: true }), page.getByRole('complementary', { includeHidden: true })];
    const buttons = [/^Download PDF: /, 'Print', /^Copy BibTeX/].map((name) => main.getByRole('button', { name, includeHidden: true }).first());
    for (const element of [...frame, ...buttons]) expect(await element.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    for (const element of [...frame, ...buttons]) expect(await element.isHidden()).toBe(true);
    const researcherId = main.getByRole('link', { name: /^Researcher ID/ });
    const href = await researcherId.getAttribute('href');
    expect(await researcherId.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
    // A mail link is not an address to type: it prints as it reads.
    expect(await main.getByRole('link', { name: /@ufvc\.example$/ }).evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');
    const breaks = await main.locator('section[data-print-new-page]').evaluateAll((sections) => sections.map((s) => getComputedStyle(s).breakBefore));
    expect(breaks).toEqual(['page', 'page', 'page', 'page']);
    expect(await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.body).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await context.close();
  });

  it('any page prints cleanly, in the dark scheme too: black on white, no header or sidebar', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/en/awards');
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    expect(await page.getByRole('banner', { includeHidden: true }).isHidden()).toBe(true);
    expect(await page.getByRole('complementary', { includeHidden: true }).isHidden()).toBe(true);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(0, 0, 0)');
    const visit = page.getByRole('main').getByRole('link', { name: /^Visit: / }).first();
    expect(await visit.evaluate((a) => getComputedStyle(a, '::after').content)).toContain('(https://');
    await context.close();
  });
});
