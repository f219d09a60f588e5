// Teaching, the syllabi, student resources and material as a visitor sees them: counts in pt and
// en, downloads that save real files, and videos that open only from a valid address.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The item titles one level below the heading `heading`, inside its section. */
const itemsUnder = (page: Page, heading: string | RegExp, level = 2) =>
  page.getByRole('main').getByRole('heading', { level, name: heading }).locator('xpath=ancestor::section[1]').getByRole('heading', { level: level + 1 });

describe('/teaching', () => {
  it.each([
    { path: '/teaching', courses: 'Disciplinas em 2024/2', students: ['24 estudantes', '13 estudantes', '8 estudantes'], levels: { Graduação: 2, 'Pós-graduação': 1 }, syllabus: 'Ver ementa', philosophy: 'Filosofia de ensino' },
    { path: '/en/teaching', courses: 'Courses in 2024/2', students: ['24 students', '13 students', '8 students'], levels: { Undergraduate: 2, Graduate: 1 }, syllabus: 'View syllabus', philosophy: 'Teaching philosophy' },
  ])('$path shows three 2024/2 courses with code, level, students and syllabus, four programs and three pillars', async ({ path, courses, students, levels, syllabus, philosophy }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await itemsUnder(page, courses).count()).toBe(3);
    for (const count of students) expect(await main.getByText(count, { exact: true }).count()).toBe(1);
    for (const [level, count] of Object.entries(levels)) expect(await main.getByText(level, { exact: true }).count()).toBe(count);
    for (const code of ['FEQUI31030 - PPIQ', 'FEQUI31022 - CPQ II', 'PEQ003']) expect(await main.getByText(code, { exact: true }).count()).toBe(1);
    const prefix = path.startsWith('/en') ? '/en' : '';
    const links = await main.getByRole('link', { name: new RegExp(`^${syllabus}: `) }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['ppiq', 'cpq2', 'peq003'].map((code) => `${prefix}/syllabus/${code}`));
    for (const software of ['Scilab', 'Python']) expect(await main.getByText(software, { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await itemsUnder(page, philosophy).count()).toBe(3);
    expect(await main.locator(`a[href="${prefix}/material"]`).count()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('syllabus pages', () => {
  it.each([
    { path: '/syllabus/ppiq', back: 'Voltar para Ensino', title: 'Projeto de Processos da Indústria Química', code: 'FEQUI31030 - PPIQ', topics: [8, 8, 6, 10] },
    { path: '/en/syllabus/ppiq', back: 'Back to Teaching', title: 'Chemical Process Design', code: 'FEQUI31030 - PPIQ', topics: [8, 8, 6, 10] },
    { path: '/syllabus/cpq2', back: 'Voltar para Ensino', title: 'Controle de Processos Químicos II', code: 'FEQUI31022 - CPQ II', units: 10 },
    { path: '/en/syllabus/peq003', back: 'Back to Teaching', title: 'Mathematical Methods in Chemical Engineering', code: 'PEQ003', units: 11 },
  ])('$path shows its title, code, the way back and its numbered units', async ({ path, back, title, code, topics, units }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await main.getByText(code, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('link', { name: back }).getAttribute('href')).toBe(path.startsWith('/en') ? '/en/teaching' : '/teaching');
    const cards = main.locator('ol > li');
    expect(await cards.count()).toBe(units ?? topics!.length);
    if (topics) for (const [i, count] of topics.entries()) expect(await cards.nth(i).getByRole('listitem').count()).toBe(count);
    await context.close();
  });
});

describe('/student-resources', () => {
  it.each([
    { path: '/student-resources', title: 'Recursos Educacionais', notes: /^Apostilas e Material Didático/, codes: /^Códigos Computacionais/, control: /^Vídeos Educacionais - Controle de Processos/, instrumentation: /^Vídeos Educacionais - Instrumentação/, courses: /^Minicursos Especializados/, hours: ['20 horas', '16 horas', '12 horas'], policy: 'Política de Uso', download: 'Download', watch: 'Assistir' },
    { path: '/en/student-resources', title: 'Educational Resources', notes: /^Lecture Notes and Teaching Material/, codes: /^Computer Code/, control: /Process Control/, instrumentation: /Instrumentation/, courses: /Short Courses/i, hours: ['20 hours', '16 hours', '12 hours'], policy: /Terms of Use|Use Policy/i, download: 'Download', watch: 'Watch' },
  ])('$path shows 4 notes, 4 code collections, 6 + 5 videos, 3 short courses and the use policy', async ({ path, title, notes, codes, control, instrumentation, courses, hours, policy, download, watch }) => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(path);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await itemsUnder(page, notes).count()).toBe(4);
    expect(await itemsUnder(page, codes).count()).toBe(4);
    expect(await itemsUnder(page, control).count()).toBe(6);
    expect(await itemsUnder(page, instrumentation).count()).toBe(5);
    expect(await itemsUnder(page, courses).count()).toBe(3);
    for (const text of hours) expect(await main.getByText(text, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('button', { name: new RegExp(`^${download}: `) }).count()).toBe(4);
    expect(await main.getByRole('button', { name: new RegExp(`^${watch}: `) }).count()).toBe(11);
    const github = main.getByRole('link', { name: /^GitHub: / });
    expect(await github.count()).toBe(4);
    for (const link of await github.all()) expect(await link.getAttribute('target')).toBe('_blank');
    const policyList = main.getByRole('heading', { name: policy }).locator('xpath=ancestor::section[1]');
    expect(await policyList.getByRole('listitem').count()).toBe(4);
    expect(await policyList.getByRole('link', { name: 'ricardo.tavares@ufvc.example' }).getAttribute('href')).toBe('mailto:ricardo.tavares@ufvc.example');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/material', () => {
  it.each([
    { path: '/material', notes: /^Notas de aula/, codes: /^Códigos computacionais/, exercises: /^Exercícios/, videos: /^Vídeos educacionais/ },
    { path: '/en/material', notes: /^Course notes/, codes: /^Computational codes/, exercises: /^Exercises/, videos: /^Educational videos/ },
  ])('$path shows 4 course notes, 4 codes (ZIP), 3 exercises (PDF) and 10 videos', async ({ path, notes, codes, exercises, videos }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    expect(await itemsUnder(page, notes).count()).toBe(4);
    expect(await itemsUnder(page, codes).count()).toBe(4);
    expect(await itemsUnder(page, exercises).count()).toBe(3);
    expect(await itemsUnder(page, videos).count()).toBe(10);
    const main = page.getByRole('main');
    expect(await main.getByText('ZIP', { exact: true }).count()).toBe(4);
    expect(await main.getByText('PDF', { exact: true }).count()).toBe(7);
    await context.close();
  });
});

/**
 * Clicks the download buttons of the page (from the `first`) and checks each saved file's name and
 * first bytes. Chromium stops a page after ten downloads in a row, so long lists take two pages.
 */
async function downloadAll(page: Page, buttonName: RegExp, expected: { name: RegExp; signature: 'pdf' | 'zip' }[], { first = 0, total = expected.length } = {}) {
  const buttons = await page.getByRole('main').getByRole('button', { name: buttonName }).all();
  expect(buttons.length).toBe(total);
  for (const [i, button] of buttons.slice(first, first + expected.length).entries()) {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(expected[i]!.name);
    const head = readFileSync((await download.path())!).subarray(0, 4);
    expect(head.toString('latin1')).toBe(expected[i]!.signature === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
    await expect.poll(() => button.isEnabled()).toBe(true);
  }
}

describe('downloads', () => {
  it('every download button on /student-resources saves its file', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/student-resources');
    await downloadAll(page, /^Download: /, [1, 2, 3, 4].map((n) => ({ name: new RegExp(`^studentResources_notes_${n}\\.pdf$`), signature: 'pdf' as const })));
    await downloadAll(page, /^Material: /, [1, 2, 3].map((n) => ({ name: new RegExp(`^studentResources_shortCourses_${n}\\.pdf$`), signature: 'pdf' as const })));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every download button on /material saves its file, ZIP for code', async () => {
    const files = [
      ...[1, 2, 3, 4].map((n) => ({ name: new RegExp(`^material_courseNotes_${n}\\.pdf$`), signature: 'pdf' as const })),
      ...[1, 2, 3, 4].map((n) => ({ name: new RegExp(`^material_codes_${n}\\.zip$`), signature: 'zip' as const })),
      ...[1, 2, 3].map((n) => ({ name: new RegExp(`^material_exercises_${n}\\.pdf$`), signature: 'pdf' as const })),
    ];
    for (const [first, part] of [[0, files.slice(0, 8)], [8, files.slice(8)]] as const) {
      const { page, context, errors } = await openPage(browser);
      await page.goto('/en/material');
      await downloadAll(page, /^Download: /, [...part], { first, total: files.length });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the contact page saves the campus map and the directions through the same helper', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/contact');
    await downloadAll(page, /\(PDF\): /, [
      { name: /^contact_campusMap_1\.pdf$/, signature: 'pdf' },
      { name: /^contact_directions_1\.pdf$/, signature: 'pdf' },
    ]);
    await context.close();
  });

  it('shows the busy state while the file is built, then the button works again', async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/downloads-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/student-resources');
    const button = page.getByRole('main').getByRole('button', { name: /^Download: / }).first();
    await button.click();
    const busy = page.getByRole('main').getByRole('button', { name: 'Baixando...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const saved = page.waitForEvent('download');
    release();
    await saved;
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await button.textContent()).toBe('Download');
    await context.close();
  });

  it('a failure is logged and told in a toast, and the button works again', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.route(/\/assets\/downloads-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/en/student-resources');
    const button = page.getByRole('main').getByRole('button', { name: /^Download: / }).first();
    await button.click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('The file could not be downloaded').waitFor();
    expect(errors.some((error) => error.startsWith('Erro ao fazer download'))).toBe(true);
    expect(await button.isEnabled()).toBe(true);
    await context.close();
  });
});

describe('videos', () => {
  it('Watch opens a valid video in a new tab, and nothing reaches the video site before the click', async () => {
    const { page, context } = await openPage(browser);
    const videoRequests: string[] = [];
    await context.route(/youtube\.com|youtu\.be/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ body: 'video' });
    });
    await page.goto('/en/student-resources');
    expect(videoRequests).toEqual([]);
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Watch: / }).first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^https:\/\/((www\.)?youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]+$/);
    await context.close();
  });

  it('Watch on an address outside the rule opens nothing and logs it', async () => {
    const { page, context, errors } = await openPage(browser);
    // A document cannot hold such an address (validation rejects it), so the test serves a page whose
    // video islands carry one.
    await page.route('**/en/student-resources', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/https:\/\/(www\.)?youtube\.com\/watch\?v=[A-Za-z0-9_-]+|https:\/\/youtu\.be\/[A-Za-z0-9_-]+/g, 'https://videos.example/watch?v=1');
      await route.fulfill({ response, body });
    });
    await page.goto('/en/student-resources');
    let opened = false;
    context.on('page', () => (opened = true));
    await page.getByRole('button', { name: /^Watch: / }).first().click();
    await expect.poll(() => errors.some((error) => error.startsWith('URL do YouTube inválida: https://videos.example/watch?v=1'))).toBe(true);
    await page.waitForTimeout(300);
    expect(opened).toBe(false);
    await context.close();
  });
});
