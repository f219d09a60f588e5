import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgdataPath } from '../../scripts/local-backend/data-dir.ts';
import type { SubmitFormsHandler } from '../../supabase/functions/_shared/submit-forms-handler.ts';
import {
  FUNCTION_URL, SITE_ORIGIN, contactBody, countRows, makeHandler, meetingBody, memoryDb, migratedDataDir, post, resetDb, validContact, validMeeting,
} from './helpers.ts';

const ctx = { clientAddress: '192.0.2.10' };
const CORS = {
  'access-control-allow-origin': SITE_ORIGIN,
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
};
const XSS = '<script>alert(1)</script><img src=x onerror=alert(1)>';

function expectCorsJson(res: Response) {
  for (const [name, value] of Object.entries(CORS)) expect(res.headers.get(name)).toBe(value);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
}

async function storedContact(db: PGlite, id: string) {
  return (await db.query<Record<string, unknown>>('select * from contact_messages where id = $1', [id])).rows[0];
}
async function storedMeeting(db: PGlite, id: string) {
  return (await db.query<Record<string, unknown>>('select * from meeting_requests where id = $1', [id])).rows[0];
}
async function submit(handler: SubmitFormsHandler, body: unknown) {
  const res = await handler(post(body), ctx);
  return { res, json: (await res.json()) as { data?: { id: string }; error?: string; issues?: { field: string; message: string }[] } };
}

const dir = await migratedDataDir();
afterAll(() => dir.remove());

describe.each([
  ['in memory', () => memoryDb()],
  ['in a data folder', async () => new PGlite(pgdataPath(dir.path))],
])('storing (PGlite %s)', (_kind, open) => {
  let db: PGlite;
  beforeAll(async () => {
    db = await open();
    return () => db.close();
  });

  it('stores a contact message with every field', async () => {
    const { res, json } = await submit(makeHandler(db), contactBody());
    expect(res.status).toBe(200);
    expectCorsJson(res);
    const c = validContact();
    expect(await storedContact(db, json.data!.id)).toMatchObject({
      first_name: c.firstName, last_name: c.lastName, email: c.email, institution: c.institution, subject: c.subject, message: c.message,
    });
  });

  it('stores a meeting request with every field', async () => {
    const { res, json } = await submit(makeHandler(db), meetingBody());
    expect(res.status).toBe(200);
    const m = validMeeting();
    const row = await storedMeeting(db, json.data!.id);
    expect(row).toMatchObject({
      first_name: m.firstName, last_name: m.lastName, email: m.email, institution: m.institution, meeting_format: m.meetingFormat,
      meeting_type: m.meetingType, preferred_date: m.preferredDate, preferred_time: m.preferredTime, subject: m.subject,
      description: m.description, additional_info: m.additionalInfo,
    });
    expect(row!.created_at).toBeInstanceOf(Date);
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('handler', () => {
  let db: PGlite;
  let handler: SubmitFormsHandler;
  beforeAll(async () => {
    db = await memoryDb();
    handler = makeHandler(db, { rateLimit: { max: 1000 } });
    return () => db.close();
  });
  beforeEach(() => resetDb(db));

  it('stores NULL for empty or absent optional fields', async () => {
    const { institution: _i, ...noInstitution } = validContact();
    const a = await submit(handler, contactBody({ ...noInstitution }));
    const b = await submit(handler, meetingBody({ ...validMeeting(), institution: '', meetingType: '', description: '   ', additionalInfo: null }));
    expect((await storedContact(db, a.json.data!.id))!.institution).toBeNull();
    expect(await storedMeeting(db, b.json.data!.id)).toMatchObject({ institution: null, meeting_type: null, description: null, additional_info: null });
  });

  it("answers the site's CORS preflight, and names no other origin", async () => {
    const res = await handler(new Request(FUNCTION_URL, { method: 'OPTIONS', headers: { origin: SITE_ORIGIN } }), ctx);
    expect(res.status).toBe(204);
    for (const [name, value] of Object.entries(CORS)) expect(res.headers.get(name)).toBe(value);
    const foreign = await handler(new Request(FUNCTION_URL, { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example' } }), ctx);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("refuses a POST from another site's page with 403, storing nothing", async () => {
    const res = await handler(post(contactBody(), { origin: 'https://elsewhere.example' }), ctx);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and an Allow header', async (method) => {
    const res = await handler(new Request(FUNCTION_URL, { method, headers: { origin: SITE_ORIGIN }, body: method === 'GET' ? undefined : '{}' }), ctx);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expectCorsJson(res);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['malformed JSON', '{"type": "contact-message",'],
    ['plain text', 'hello'],
    ['an empty body', ''],
  ])('rejects %s with 400 Invalid JSON body', async (_case, body) => {
    const { res, json } = await submit(handler, body);
    expect(res.status).toBe(400);
    expectCorsJson(res);
    expect(json).toEqual({ error: 'Invalid JSON body', issues: [expect.objectContaining({ field: 'body' })] });
  });

  it('rejects invalid UTF-8 as Invalid JSON body', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    const res = await handler(new Request(FUNCTION_URL, { method: 'POST', body: bytes }), ctx);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Invalid JSON body');
  });

  it.each([
    ['an array', [contactBody()], 'body'],
    ['null', null, 'body'],
    ['a number', 42, 'body'],
    ['no type', { data: validContact() }, 'type'],
    ['an unknown type', { type: 'newsletter', data: validContact() }, 'type'],
    ['no data', { type: 'contact-message' }, 'data'],
    ['data not an object', { type: 'meeting-request', data: 'hi' }, 'data'],
    ['an extra envelope property', { ...contactBody(), admin: true }, 'admin'],
  ])('rejects %s with 400 naming the problem', async (_case, body, field) => {
    const { res, json } = await submit(handler, body);
    expect(res.status).toBe(400);
    expect(json.error).toBe('Invalid submission');
    expect(json.issues!.map((i) => i.field)).toContain(field);
  });

  it('names each bad field with its Portuguese message, including wrong types', async () => {
    const { res, json } = await submit(handler, meetingBody({
      firstName: 42, lastName: '', email: 'nope', institution: 'i'.repeat(201), meetingFormat: 'zoom', meetingType: 'party',
      preferredDate: '', preferredTime: ' ', subject: 's'.repeat(201), description: 'd'.repeat(2001),
      additionalInfo: 'a'.repeat(1001), isAdmin: true,
    }));
    expect(res.status).toBe(400);
    expect(json.issues).toEqual(expect.arrayContaining([
      { field: 'firstName', message: 'Nome é obrigatório', kind: 'required' },
      { field: 'lastName', message: 'Sobrenome é obrigatório', kind: 'required' },
      { field: 'email', message: 'Email inválido', kind: 'invalid' },
      { field: 'institution', message: 'Nome da instituição muito longo', kind: 'tooLong' },
      { field: 'meetingFormat', message: 'Formato da reunião inválido', kind: 'invalid' },
      { field: 'meetingType', message: 'Tipo de reunião inválido', kind: 'invalid' },
      { field: 'preferredDate', message: 'Data é obrigatória', kind: 'required' },
      { field: 'preferredTime', message: 'Horário é obrigatório', kind: 'required' },
      { field: 'subject', message: 'Assunto muito longo', kind: 'tooLong' },
      { field: 'description', message: 'Descrição muito longa', kind: 'tooLong' },
      { field: 'additionalInfo', message: 'Informações adicionais muito longas', kind: 'tooLong' },
      { field: 'isAdmin', message: 'Campo não permitido', kind: 'invalid' },
    ]));
    expect(json.issues).toHaveLength(12);
    expect(await countRows(db, 'meeting_requests')).toBe(0);
  });

  it('rejects a 20 KB message with "Mensagem muito longa" and stores nothing', async () => {
    const { res, json } = await submit(handler, contactBody({ ...validContact(), message: 'm'.repeat(20 * 1024) }));
    expect(res.status).toBe(400);
    expect(json.issues).toEqual([{ field: 'message', message: 'Mensagem muito longa', kind: 'tooLong' }]);
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it('stores HTML and script text verbatim in every free-text field', async () => {
    const contact = { firstName: XSS, lastName: XSS, email: 'x@example.org', institution: XSS, subject: XSS, message: XSS };
    const meeting = { ...validMeeting(), firstName: XSS, lastName: XSS, institution: XSS, preferredDate: XSS, preferredTime: XSS, subject: XSS, description: XSS, additionalInfo: XSS };
    const a = await submit(handler, contactBody(contact));
    const b = await submit(handler, meetingBody(meeting));
    const rowA = await storedContact(db, a.json.data!.id);
    const rowB = await storedMeeting(db, b.json.data!.id);
    for (const col of ['first_name', 'last_name', 'institution', 'subject', 'message']) expect(rowA![col]).toBe(XSS);
    for (const col of ['first_name', 'last_name', 'institution', 'preferred_date', 'preferred_time', 'subject', 'description', 'additional_info']) {
      expect(rowB![col]).toBe(XSS);
    }
  });

  it.each(['José Ñúñez', '王小明', 'Алексей', 'محمد', 'Σωκράτης', 'Nguyễn Thị Ánh', '👩🏽‍🔬 Zoë'])('keeps %s intact', async (name) => {
    const { json } = await submit(handler, contactBody({ ...validContact(), firstName: name, lastName: name, subject: `Sobre ${name}`, message: name }));
    expect(await storedContact(db, json.data!.id)).toMatchObject({ first_name: name, last_name: name, subject: `Sobre ${name}`, message: name });
  });
}, 30_000);
