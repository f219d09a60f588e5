// Both forms filled and sent as a visitor would, against the built site and the local backend.
// Runs in order: the backend's rate limit (5 per 15 minutes per client) is spent along the way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readOwner } from '../../scripts/local-backend/data-dir.ts';
import type { InboxEntry } from '../../scripts/local-backend/inbox-query.ts';
import { t } from '../support/sample-data.ts';
import { launchBrowser, openPage, waitForForm } from './browser.ts';

const backendUrl = inject('backendUrl');
const dataDir = inject('backendDataDir');

async function inbox(): Promise<InboxEntry[]> {
  const token = readOwner(dataDir)?.token ?? '';
  return (await fetch(`${backendUrl}/inbox`, { headers: { 'x-inbox-token': token } })).json() as Promise<InboxEntry[]>;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Filters the console errors a failed form request legitimately produces (the browser logs the 4xx). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|429)|E-mail sending failed/.test(e));

/** A date well ahead, as a date field holds it. */
const nextYearDate = () => `${new Date().getFullYear() + 1}-03-16`;

async function fillMeeting(page: Page, names: { first: string; last: string }) {
  await page.getByLabel(/^Nome/).fill(names.first);
  await page.getByLabel('Sobrenome').fill(names.last);
  await page.getByLabel('E-mail').fill('visitante@example.org');
  await page.getByLabel('Instituição').fill('Universidade Exemplo');
  await page.getByLabel('Online – Microsoft Teams').check();
  await page.getByRole('combobox', { name: 'Tipo de reunião' }).selectOption({ label: 'Colaboração' });
  await page.getByLabel('Data preferida').fill(nextYearDate());
  await page.getByLabel('Horário preferido').fill('10:30');
  await page.getByLabel('Assunto').fill('Parceria em controle de processos');
  await page.getByLabel('Descrição').fill('Projeto conjunto com <b>indústria</b> & universidade.');
}

describe('contact form', () => {
  it('shows the required messages on an empty submit', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/contact');
    await waitForForm(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    for (const message of ['Nome é obrigatório', 'Sobrenome é obrigatório', 'Email inválido', 'Assunto é obrigatório', 'Mensagem é obrigatória'])
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps a typed message across a reload, sends it to the backend, then clears the form and the draft', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/contact');
    await page.getByLabel(/^Nome/).fill('José');
    await page.getByLabel('Mensagem').fill('<script>alert(1)</script> Olá, professor!');
    // A reload (or a crash of the tab) loses nothing typed: it is back before the form's code runs.
    await page.reload();
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe('José');
    expect(await page.getByLabel('Mensagem').inputValue()).toBe('<script>alert(1)</script> Olá, professor!');
    await waitForForm(page);
    await page.getByLabel('Sobrenome').fill('Ñúñez 王');
    await page.getByLabel('E-mail').fill('jose@example.org');
    await page.getByLabel('Assunto').fill('Dúvida sobre o mestrado');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => page.getByText('Mensagem enviada com sucesso!').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe('');
    await page.reload();
    expect(await page.getByLabel('Mensagem').inputValue()).toBe('');
    const [stored] = await inbox();
    expect(stored).toMatchObject({ kind: 'contact-message', firstName: 'José', lastName: 'Ñúñez 王', email: 'jose@example.org', institution: null, subject: 'Dúvida sobre o mestrado' });
    expect(stored?.details.message).toBe('<script>alert(1)</script> Olá, professor!');
    expect(stored?.notifiedAt).toEqual(expect.any(String)); // the backend e-mailed it, after storing it
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('meeting form', () => {
  it('sends a request that the backend stores, then blocks a second one within 30 s', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/meeting');
    await waitForForm(page);
    await fillMeeting(page, { first: 'Maria', last: 'Souza' });
    await page.getByRole('button', { name: 'Solicitar reunião' }).click();
    await expect.poll(() => page.getByText('Solicitação enviada com sucesso! Você receberá uma resposta em até 48 horas.').isVisible()).toBe(true);
    const [stored] = await inbox();
    expect(stored).toMatchObject({ kind: 'meeting-request', firstName: 'Maria', lastName: 'Souza', institution: 'Universidade Exemplo' });
    expect(stored?.details).toMatchObject({ meetingFormat: 'teams', meetingType: 'collaboration', preferredTime: '10:30', description: 'Projeto conjunto com <b>indústria</b> & universidade.' });
    expect(stored?.details.preferredDate).toBe(nextYearDate());

    await fillMeeting(page, { first: 'Maria', last: 'Souza' });
    expect(await page.getByRole('button', { name: 'Solicitar reunião' }).isDisabled()).toBe(true);
    expect(await page.getByText('Aguarde antes de enviar outra solicitação.').isVisible()).toBe(true);
    expect(await inbox()).toHaveLength(2);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/meeting', type: 'Tipo de reunião', date: 'Data preferida', time: 'Horário preferido', placeholder: 'Selecione o tipo' },
    { path: '/es/meeting', type: 'Tipo de reunión', date: 'Fecha preferida', time: 'Horario preferido', placeholder: 'Seleccione el tipo' },
  ])('$path: type, date and time are the browser’s own fields, and the date starts at the visitor’s today', async ({ path, type, date, time, placeholder }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    const select = page.getByRole('combobox', { name: type });
    expect(await select.locator('option').first().textContent()).toBe(placeholder);
    expect(await page.getByLabel(date).getAttribute('type')).toBe('date');
    expect(await page.getByLabel(time).getAttribute('type')).toBe('time');
    await waitForForm(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    await expect.poll(() => page.getByLabel(date).getAttribute('min')).toBe(today);
    await context.close();
  });

  it('shows the invalid-data toast when the backend answers 400', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/functions/v1/submit-forms', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Invalid submission', issues: [{ field: 'subject', message: 'Assunto é obrigatório' }] }) })
        : route.continue(),
    );
    await page.goto('/meeting');
    await waitForForm(page);
    await fillMeeting(page, { first: 'Ana', last: 'Lima' });
    await page.getByRole('button', { name: 'Solicitar reunião' }).click();
    await expect.poll(() => page.getByText('Dados inválidos. Verifique os campos e tente novamente.').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe('Ana');
    await context.close();
  });

  it('shows the too-many-attempts toast when the backend rate limit answers 429', async () => {
    // Spend what is left of this client's 5 submissions (2 were stored above).
    for (let i = 0; i < 3; i++) await fetch(`${backendUrl}/functions/v1/submit-forms`, { method: 'POST', body: '{}' });
    const { page, context, errors } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
    await page.goto('/meeting');
    await waitForForm(page);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lima');
    await page.getByLabel('E-mail').fill('ana@example.org');
    await page.getByLabel('In person').check();
    await page.getByLabel('Preferred date').fill(nextYearDate());
    await page.getByLabel('Preferred time').fill('14:00');
    await page.getByLabel('Subject').fill('Visit');
    await page.getByRole('button', { name: 'Request meeting' }).click();
    await expect.poll(() => page.getByText('Too many attempts. Please try again in a few minutes.').isVisible()).toBe(true);
    expect(await inbox()).toHaveLength(2);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('before and around the form code', () => {
  it('keeps what a visitor typed before the form code arrived', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/contact');
    // Typing is the first input: it starts loading the form code while the field fills.
    await page.getByLabel(/^Nome/).fill('Ana');
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => page.getByText('Sobrenome é obrigatório', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Nome é obrigatório', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(/^Nome/).inputValue()).toBe('Ana');
    expect(new URL(page.url()).search).toBe('');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('checks a radio chosen before the form code arrived at once, and the form takes the choice over', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/meeting');
    // The first input of the visit: the radio is checked natively while the form's code loads.
    await page.getByRole('radio', { name: 'Online – Google Meet' }).click();
    expect(await page.getByRole('radio', { name: 'Online – Google Meet' }).isChecked()).toBe(true);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.getByRole('button', { name: 'Solicitar reunião' }).click();
    await expect.poll(() => page.getByText('Nome é obrigatório', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Formato da reunião é obrigatório', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Online – Google Meet' }).isChecked()).toBe(true);
    // Arrow keys move the choice as in any radio group, the form following.
    await page.getByRole('radio', { name: 'Online – Google Meet' }).press('ArrowUp');
    expect(await page.getByRole('radio', { name: 'Online – Microsoft Teams' }).isChecked()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps every digit of a year typed across the form code’s arrival, and limits the date once the visitor leaves the field', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/meeting');
    const date = page.getByLabel('Data preferida');
    const year = String(new Date().getFullYear() + 1);
    // The test browser's date field reads mm/dd/yyyy: month, day and half the year, then the code arrives.
    await date.click({ position: { x: 12, y: 18 } });
    await page.keyboard.type(`1215${year.slice(0, 2)}`);
    await page.locator('form[data-ready="true"]').waitFor();
    await page.waitForTimeout(300);
    expect(await date.getAttribute('min')).toBeNull();
    await page.keyboard.type(year.slice(2));
    await page.getByLabel('Horário preferido').click();
    expect(await date.inputValue()).toBe(`${year}-12-15`);
    await expect.poll(() => date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("fetches the islands' code at the visitor's first movement, all at once, and none before", async () => {
    const { page, context } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/meeting', { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const files = (await page.locator('#root').getAttribute('data-island-assets'))!.split(' ');
    expect(files.filter((file) => requested.includes(file))).toEqual([]);
    await page.mouse.move(10, 10);
    await expect.poll(() => files.filter((file) => !requested.includes(file)), { timeout: 10_000 }).toEqual([]);
    expect(files.some((file) => /\/hydrate-island-[^/]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /\/MeetingForm-[^/]+\.js$/.test(file))).toBe(true);
    await context.close();
  });

  it('fetches nothing for the form while the phone menu is open, where the visitor chooses another page, and starts it once the menu closes', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 812 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/contact', { waitUntil: 'load' });
    const files = (await page.locator('#root').getAttribute('data-island-assets'))!.split(' ');
    await page.getByRole('button', { name: t('pt', 'shell.openNavigation') }).click();
    await page.getByRole('dialog', { name: t('pt', 'shell.mainNavigation') }).waitFor();
    await page.waitForTimeout(2000);
    expect(files.filter((file) => requested.includes(file))).toEqual([]);
    expect(await page.locator('form[data-ready="true"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('form[data-ready="true"]').waitFor();
    expect(files.filter((file) => !requested.includes(file))).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/contact', region: 'Notificações' },
    { path: '/en/meeting', region: 'Notifications' },
    { path: '/es/contact', region: 'Notificaciones' },
  ])('$path has one toast region, $region, that Alt+T focuses', async ({ path, region }) => {
    const { page, context } = await openPage(browser);
    await page.goto(path);
    await waitForForm(page);
    // The region's code loads with the form's first render.
    await page.getByRole('region', { name: region }).waitFor({ state: 'attached' });
    expect(await page.getByRole('region', { name: region }).count()).toBe(1);
    await page.keyboard.press('Alt+t');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(region);
    await context.close();
  });
});
