// One-line fields (names, institution, subject, date, time) refuse line breaks and the bidi controls
// (issue 45, item 6): `Hi\r\nBcc: x@evil.example` as a subject would go verbatim into the notification
// e-mail, and U+202E shows a name backwards. The rule is in the schema the browser and the server share;
// the server's 400 names each field with its own sentence, and the browser shows it in the visitor's language.
import type { PGlite } from '@electric-sql/pglite';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { fieldErrorText } from '../../src/forms/error-text.ts';
import { VALIDATION_MESSAGES, contactMessageSchema, meetingRequestSchema, toFieldIssues } from '../../supabase/functions/_shared/form-schemas.ts';
import { contactBody, countRows, makeHandler, meetingBody, memoryDb, post, resetDb, validContact, validMeeting } from './helpers.ts';

const ONE_LINE = {
  firstName: 'Nome não pode ter quebras de linha nem caracteres invisíveis de direção',
  lastName: 'Sobrenome não pode ter quebras de linha nem caracteres invisíveis de direção',
  institution: 'Nome da instituição não pode ter quebras de linha nem caracteres invisíveis de direção',
  subject: 'Assunto não pode ter quebras de linha nem caracteres invisíveis de direção',
  preferredDate: 'Data não pode ter quebras de linha nem caracteres invisíveis de direção',
  preferredTime: 'Horário não pode ter quebras de linha nem caracteres invisíveis de direção',
} as const;

const HOSTILE = [
  ['CR LF and a header', 'Hi\r\nBcc: x@evil.example'],
  ['a bare LF', 'linha 1\nlinha 2'],
  ['a bare CR', 'a\rb'],
  ['U+2028 line separator', 'a\u2028b'],
  ['U+202E right-to-left override', 'Ana \u202Emoc.evil'],
  ['U+202A left-to-right embedding', '\u202Aa'],
  ['U+2066 left-to-right isolate', 'a\u2066b\u2069'],
  ['U+2069 pop directional isolate', 'a\u2069'],
] as const;

const issuesOf = (schema: typeof contactMessageSchema | typeof meetingRequestSchema, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldIssues(result.error.issues);
};

describe('one-line fields in the shared schema', () => {
  const cases = [
    ...(['firstName', 'lastName', 'institution', 'subject'] as const).flatMap((field) => [
      ['contact', field, contactMessageSchema, validContact] as const,
      ['meeting', field, meetingRequestSchema, validMeeting] as const,
    ]),
    ['meeting', 'preferredDate', meetingRequestSchema, validMeeting] as const,
    ['meeting', 'preferredTime', meetingRequestSchema, validMeeting] as const,
  ];
  describe.each(cases)('%s.%s', (_form, field, schema, valid) => {
    it.each(HOSTILE)('refuses %s with its own sentence', (_case, value) => {
      expect(issuesOf(schema, { ...valid(), [field]: value })).toEqual([{ field, message: ONE_LINE[field], kind: 'singleLine' }]);
    });
  });

  it('keeps line breaks, tabs and right-to-left text where they belong', () => {
    expect(issuesOf(contactMessageSchema, { ...validContact(), message: 'linha 1\r\n\tlinha 2\u2028' })).toEqual([]);
    expect(issuesOf(meetingRequestSchema, { ...validMeeting(), description: 'a\nb', additionalInfo: 'c\r\nd' })).toEqual([]);
    // Arabic and Hebrew names, and the marks (U+200E/U+200F) that place them, are people's names.
    expect(issuesOf(contactMessageSchema, { ...validContact(), firstName: 'محمد\u200F', lastName: 'כהן', subject: 'a\tb' })).toEqual([]);
  });

  it('says it in each language, the pt text being the schema\'s', () => {
    for (const [field, message] of Object.entries(ONE_LINE)) {
      expect((VALIDATION_MESSAGES as Record<string, Record<string, string>>)[field]!.singleLine).toBe(message);
      const key = `validation.${field}.singleLine`;
      expect((pt as Record<string, string>)[key]).toBe(message);
      for (const locale of [en, es] as Record<string, string>[]) {
        const t = (k: string) => locale[k] ?? k;
        expect(fieldErrorText(field, message, t), `${field}`).toBe(locale[key]);
        expect(locale[key]).toMatch(/\S/);
      }
    }
  });
});

describe('the function', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await memoryDb();
    return () => db.close();
  });
  beforeEach(() => resetDb(db));

  it('answers 400 for a subject carrying a mail header, naming the field, and stores and sends nothing', async () => {
    const notifier = vi.fn(async () => {});
    const res = await makeHandler(db, { notifier })(post(contactBody({ ...validContact(), subject: 'Hi\r\nBcc: x@evil.example' })), { clientAddress: '192.0.2.90' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid submission', issues: [{ field: 'subject', message: ONE_LINE.subject, kind: 'singleLine' }] });
    expect(notifier).not.toHaveBeenCalled();
    expect(await countRows(db, 'contact_messages')).toBe(0);
  });

  it('lists each bad one-line field of a meeting request', async () => {
    const res = await makeHandler(db)(post(meetingBody({ ...validMeeting(), lastName: 'Costa\u202E', preferredDate: '2026-12-01\n', preferredTime: '14:30\r\nX: y' })), { clientAddress: '192.0.2.91' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([
      { field: 'lastName', message: ONE_LINE.lastName, kind: 'singleLine' },
      { field: 'preferredDate', message: ONE_LINE.preferredDate, kind: 'singleLine' },
      { field: 'preferredTime', message: ONE_LINE.preferredTime, kind: 'singleLine' },
    ]);
  });
});
