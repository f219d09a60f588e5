// First-input cases of the two forms and the meeting form's pickers. Sending is the visitor's first
// input (the required messages must show, with no navigation and nothing in the address), or comes
// right after typing (the success message). Messages are the specification's (SPEC.md §5, §8).
//
// Submissions are answered in the browser (page.route) and never reach the backend: the backend allows
// 5 POSTs per client per 15 minutes across the whole browser suite (forms.test.ts spends them), and
// these cases would send 12. What the form posted is kept and compared with what was typed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { FirstInputCase, Run } from './first-input-bench.ts';
import { press, same, shows } from './first-input-cases.ts';

const MEETING_REQUIRED = ['Nome é obrigatório', 'Sobrenome é obrigatório', 'Email inválido', 'Formato da reunião é obrigatório', 'Data é obrigatória', 'Horário é obrigatório', 'Assunto é obrigatório'];
const CONTACT_REQUIRED = ['Nome é obrigatório', 'Sobrenome é obrigatório', 'Email inválido', 'Assunto é obrigatório', 'Mensagem é obrigatória'];
const MEETING_SENT = 'Solicitação enviada com sucesso! Você receberá uma resposta em até 48 horas.';
const CONTACT_SENT = 'Mensagem enviada com sucesso!';
const FORMAT = 'Online – Google Meet';
const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/pt.json'), 'utf8')) as Record<string, string>;
/** The meeting types the select offers, as the interface names them (every `form.meetingType.<type>` but the label and placeholder). */
const MEETING_TYPES = Object.entries(pt)
  .filter(([key]) => /^form\.meetingType\.(?!placeholder$)/.test(key))
  .map(([, label]) => label);
/** A subject that a page's button writes into /contact's address. */
const ADDRESS_SUBJECT = 'Candidatura: Iniciação científica em controle de processos';

let sequence = 0;
/** A new address per submission, so no two runs (nor two suites) send the same message. */
const uniqueEmail = () => `primeira-entrada-${Date.now().toString(36)}-${process.pid}-${++sequence}@example.org`;

// A required field's label ends with " *": labels are matched from their start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const firstName = (page: Page) => field(page, 'Nome');
const calendarDays = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /^\d{1,2} de .+ de \d{4}$/, disabled: false });

/**
 * Holds back a form's own code (its chunk, named after the form's component) for `ms`, as a slow
 * network does, so the visitor acts while the page runs but the form has not arrived.
 */
const delayFormCode = (form: 'ContactForm' | 'MeetingForm', ms: number) => async (run: Run) => {
  await run.page.route(`**/assets/${form}-*.js`, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue().catch(() => undefined); // the visit may have ended meanwhile
  });
};

/** Answers the submit-forms function in the browser and keeps what was posted (see the header). */
async function answerSubmissions(run: Run) {
  const posts: unknown[] = [];
  run.data.posts = posts;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  await run.page.route('**/functions/v1/submit-forms', async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ data: { id: `first-input-${posts.length}` } }) });
  });
}

const rememberHistory = async (run: Run) => {
  run.data.history = await run.page.evaluate(() => history.length);
};

/** The form stayed a page of its own: no navigation, no query, no history entry, so nothing typed reached the address. */
async function stayedPut(run: Run, path: string, typed: string[] = []) {
  const url = new URL(run.page.url());
  same(url.pathname + url.search, path, 'the address');
  same(run.navigations, 1, 'documents loaded (the first load only)');
  same(await run.page.evaluate(() => history.length), run.data.history, 'history length');
  for (const value of typed) if (decodeURIComponent(run.page.url()).includes(value)) throw new Error(`the address holds "${value}"`);
}

function sentAsTyped(sent: Record<string, string>, typed: Record<string, string>) {
  for (const [name, value] of Object.entries(typed)) same(sent[name], value, `the ${name} sent`);
}

async function requiredMessages(run: Run, messages: string[]) {
  for (const message of messages) await shows(run.page.getByText(message, { exact: true }), `the message "${message}"`);
  same((run.data.posts as unknown[]).length, 0, 'submissions sent');
}

/** Opens the date picker and picks the last day offered. A visitor taps again if the first tap is not answered. */
async function pickDate(run: Run) {
  const button = run.page.getByRole('button', { name: 'Data preferida' });
  for (let attempt = 0; ; attempt++) {
    await press(run, button);
    if (await calendarDays(run.page).first().waitFor({ timeout: 2000 }).then(() => true, () => attempt >= 2)) break;
  }
  await press(run, calendarDays(run.page).last());
}

/** Types a time as a visitor does in Chromium's time field: hours, minutes, then the AM/PM part (ignored in 24 h). */
async function typeTime(run: Run, target: Locator, time: string) {
  await press(run, target);
  await run.page.keyboard.type(`${time.replace(':', '')}A`);
}

const meetingValues = () => ({ firstName: 'Beatriz', lastName: 'Quintela', email: uniqueEmail(), institution: 'Universidade Exemplo', subject: 'Visita ao laboratório de controle', description: 'Conhecer o simulador da coluna.', preferredTime: '10:30' });
const contactValues = () => ({ firstName: 'Tomás', lastName: 'Ribeiro', email: uniqueEmail(), subject: 'Dúvida sobre o mestrado', message: 'Gostaria de saber sobre as vagas.' });

export const FORM_CASES: FirstInputCase[] = [
  {
    name: 'date field: the first tap opens the calendar',
    control: 'date picker',
    path: '/meeting',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('button', { name: 'Data preferida' })),
    answer: [{ dialog: true, minButtons: 28 }],
    verify: async ({ page }) => {
      if ((await calendarDays(page).count()) < 1) throw new Error('the calendar offers no day');
    },
  },
  {
    name: 'time field: tapped and typed, it holds the time',
    control: 'time field',
    path: '/meeting',
    viewport: 'desktop',
    act: (run) => typeTime(run, field(run.page, 'Horário preferido'), '10:30'),
    answer: [{ field: 'Horário preferido', value: '10:30' }],
  },
  {
    name: 'meeting format radio becomes checked',
    control: 'radio',
    path: '/meeting',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('radio', { name: FORMAT })),
    answer: [{ checked: FORMAT }],
    verify: async ({ page }) => same(await page.getByRole('radio', { name: FORMAT }).isChecked(), true, 'the radio is checked'),
  },
  {
    name: 'meeting type: the first click opens the list of every type',
    control: 'select (dropdown)',
    path: '/meeting',
    viewport: 'desktop',
    act: (run) => press(run, run.page.getByRole('textbox', { name: 'Tipo de reunião' }).or(run.page.getByRole('combobox', { name: 'Tipo de reunião' }))),
    answer: [{ shown: MEETING_TYPES, count: MEETING_TYPES.length }],
    verify: async ({ page }) => same(await page.getByRole('option').count(), MEETING_TYPES.length, 'options listed'),
  },
  {
    name: 'meeting: Solicitar reunião as the first input shows the required messages and stays put',
    control: 'submit (empty)',
    path: '/meeting',
    viewport: 'desktop',
    prepare: answerSubmissions,
    lead: rememberHistory,
    act: (run) => press(run, run.page.getByRole('button', { name: 'Solicitar reunião' })),
    answer: MEETING_REQUIRED.map((text) => ({ text })),
    verify: async (run) => {
      await requiredMessages(run, MEETING_REQUIRED);
      await stayedPut(run, '/meeting');
    },
  },
  {
    name: 'meeting: typed, then sent at once, it is sent and nothing reaches the address',
    control: 'submit (typed)',
    path: '/meeting',
    viewport: 'desktop',
    prepare: answerSubmissions,
    lead: async (run) => {
      await rememberHistory(run);
      const { page } = run;
      const v = meetingValues();
      run.data.values = v;
      await firstName(page).fill(v.firstName);
      await field(page, 'Sobrenome').fill(v.lastName);
      await field(page, 'E-mail').fill(v.email);
      await field(page, 'Instituição').fill(v.institution);
      await press(run, page.getByRole('radio', { name: FORMAT }));
      await pickDate(run);
      await typeTime(run, field(page, 'Horário preferido'), v.preferredTime);
      await field(page, 'Assunto').fill(v.subject);
      await field(page, 'Descrição').fill(v.description);
    },
    act: (run) => press(run, run.page.getByRole('button', { name: 'Solicitar reunião' })),
    answer: [{ text: MEETING_SENT }],
    verify: async (run) => {
      const v = run.data.values as ReturnType<typeof meetingValues>;
      const posts = run.data.posts as { type: string; data: Record<string, string> }[];
      same(posts.length, 1, 'submissions sent');
      same(posts[0]!.type, 'meeting-request', 'the submission type');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(posts[0]!.data.preferredDate ?? '')) throw new Error(`the date sent is ${posts[0]!.data.preferredDate}`);
      sentAsTyped(posts[0]!.data, { ...v, meetingFormat: 'meet' });
      await stayedPut(run, '/meeting', Object.values(v));
    },
  },
  {
    name: 'contact: Enviar mensagem as the first input shows the required messages and stays put',
    control: 'submit (empty)',
    path: '/contact',
    viewport: 'desktop',
    prepare: answerSubmissions,
    lead: rememberHistory,
    act: (run) => press(run, run.page.getByRole('button', { name: 'Enviar mensagem' })),
    answer: CONTACT_REQUIRED.map((text) => ({ text })),
    verify: async (run) => {
      await requiredMessages(run, CONTACT_REQUIRED);
      await stayedPut(run, '/contact');
    },
  },
  {
    name: 'contact: typed, then sent at once, it is sent and nothing reaches the address',
    control: 'submit (typed)',
    path: '/contact',
    viewport: 'desktop',
    prepare: answerSubmissions,
    lead: async (run) => {
      await rememberHistory(run);
      const { page } = run;
      const v = contactValues();
      run.data.values = v;
      await firstName(page).fill(v.firstName);
      await field(page, 'Sobrenome').fill(v.lastName);
      await field(page, 'E-mail').fill(v.email);
      await field(page, 'Assunto').fill(v.subject);
      await field(page, 'Mensagem').fill(v.message);
    },
    act: (run) => press(run, run.page.getByRole('button', { name: 'Enviar mensagem' })),
    answer: [{ text: CONTACT_SENT }],
    verify: async (run) => {
      const v = run.data.values as ReturnType<typeof contactValues>;
      const posts = run.data.posts as { type: string; data: Record<string, string> }[];
      same(posts.length, 1, 'submissions sent');
      same(posts[0]!.type, 'contact-message', 'the submission type');
      sentAsTyped(posts[0]!.data, v);
      await stayedPut(run, '/contact', Object.values(v));
    },
  },
  ...(['ContactForm', 'MeetingForm'] as const).map(
    (form): FirstInputCase => ({
      name: `${form === 'ContactForm' ? 'contact' : 'meeting'}: sent while the form's code is still on its way, it is validated once it arrives`,
      control: 'submit (form code late)',
      path: form === 'ContactForm' ? '/contact' : '/meeting',
      viewport: 'desktop',
      bench: false,
      prepare: async (run) => {
        await answerSubmissions(run);
        await delayFormCode(form, 1500)(run);
      },
      lead: rememberHistory,
      act: (run) => press(run, run.page.getByRole('button', { name: form === 'ContactForm' ? 'Enviar mensagem' : 'Solicitar reunião' })),
      answer: (form === 'ContactForm' ? CONTACT_REQUIRED : MEETING_REQUIRED).map((text) => ({ text })),
      verify: async (run) => {
        await requiredMessages(run, form === 'ContactForm' ? CONTACT_REQUIRED : MEETING_REQUIRED);
        await stayedPut(run, form === 'ContactForm' ? '/contact' : '/meeting');
      },
    }),
  ),
  {
    name: 'contact: the subject a button put in the address is in its field as the page appears',
    control: 'subject from the address',
    path: `/contact?subject=${encodeURIComponent(ADDRESS_SUBJECT)}`,
    viewport: 'mobile',
    bench: false,
    noInput: true,
    // The form's code is held back for longer than the answer may take: the subject must not wait for it.
    prepare: delayFormCode('ContactForm', 8000),
    act: async () => undefined,
    // Already there when the pause after load ends (an in-page check would call that "before the input").
    answer: ({ page }) => page.waitForFunction((subject) => [...document.querySelectorAll('input')].some((input) => input.value === subject), ADDRESS_SUBJECT),
  },
];
