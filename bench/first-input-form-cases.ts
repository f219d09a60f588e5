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
const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../locales/pt.json'), 'utf8')) as Record<string, string>;
/** The meeting types the select offers, as the interface names them (every `form.meetingType.<type>` but the placeholder). */
const MEETING_TYPES = Object.entries(pt).flatMap(([key, label]) => {
  const value = /^form\.meetingType\.(?!placeholder$)(.+)$/.exec(key)?.[1];
  return value ? [{ value, label }] : [];
});
/** The type a visitor picks by its first letter: the first one no other type shares that letter with. */
const MEETING_TYPE = MEETING_TYPES.find((type) => MEETING_TYPES.filter((other) => other.label[0] === type.label[0]).length === 1)!;
/** A subject that a page's button writes into /contact's address. */
const ADDRESS_SUBJECT = 'Candidatura: Iniciação científica em controle de processos';

let sequence = 0;
/** A new address per submission, so no two runs (nor two suites) send the same message. */
const uniqueEmail = () => `primeira-entrada-${Date.now().toString(36)}-${process.pid}-${++sequence}@example.org`;

// A required field's label ends with " *": labels are matched from their start.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const firstName = (page: Page) => field(page, 'Nome');

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

/** A weekday well ahead, as the date field holds it (YYYY-MM-DD). */
const PREFERRED_DATE = `${new Date().getFullYear() + 1}-12-15`;
/** Sends this visit's date field its keys as Chromium's own format for the test browser orders them. */
const TYPES_DATE_AS = 'mm/dd/yyyy';

/**
 * Types a date as a visitor does in Chromium's date field: tapped at its first part, then the digits,
 * which move from part to part by themselves. The order is the browser's (its --lang: en-US here,
 * whatever the page's language), so a case fails plainly if that ever changes.
 */
async function typeDate(run: Run, target: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  const parts: Record<string, string> = { mm: month!, dd: day!, yyyy: year! };
  if (run.mobile) await target.tap({ position: { x: 12, y: 18 } });
  else await target.click({ position: { x: 12, y: 18 } });
  await run.page.keyboard.type(TYPES_DATE_AS.split('/').map((part) => parts[part]).join(''));
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
    name: 'date field: tapped and typed, it holds the date',
    control: 'date picker',
    path: '/meeting',
    viewport: 'desktop',
    act: (run) => typeDate(run, field(run.page, 'Data preferida'), PREFERRED_DATE),
    answer: [{ field: 'Data preferida', value: PREFERRED_DATE }],
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
    name: 'meeting type: a choice as the first input is the one shown, and the form keeps it',
    control: 'select (dropdown)',
    path: '/meeting',
    viewport: 'desktop',
    // A tap opens the browser's own list, which is no part of the page; the keyboard chooses in it the
    // same way: the select is focused (as by Tab), and the first letter of a type picks it.
    lead: (run) => run.page.getByRole('combobox', { name: 'Tipo de reunião' }).focus(),
    act: (run) => run.page.keyboard.press(MEETING_TYPE.label[0]!),
    answer: [{ field: 'Tipo de reunião', value: MEETING_TYPE.value }],
    verify: async ({ page }) => {
      const options = await page.getByRole('combobox', { name: 'Tipo de reunião' }).locator('option').allTextContents();
      same(options.slice(1), MEETING_TYPES.map((type) => type.label), 'the types offered, after the placeholder');
    },
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
      await page.getByRole('combobox', { name: 'Tipo de reunião' }).selectOption(MEETING_TYPE.value);
      await typeDate(run, field(page, 'Data preferida'), PREFERRED_DATE);
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
      sentAsTyped(posts[0]!.data, { ...v, meetingFormat: 'meet', meetingType: MEETING_TYPE.value, preferredDate: PREFERRED_DATE });
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
