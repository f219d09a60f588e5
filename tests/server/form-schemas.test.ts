import { describe, expect, it } from 'vitest';
import {
  FIELD_LIMITS,
  MEETING_FORMATS,
  MEETING_TYPES,
  VALIDATION_MESSAGES,
  contactMessageSchema,
  issueKind,
  meetingRequestSchema,
  submissionSchema,
  toFieldIssues,
} from '../../supabase/functions/_shared/form-schemas.ts';
import { validContact, validMeeting } from './helpers.ts';

type Schema = typeof contactMessageSchema | typeof meetingRequestSchema;
const schemas: [string, Schema, () => Record<string, unknown>][] = [
  ['contact', contactMessageSchema, validContact],
  ['meeting', meetingRequestSchema, validMeeting],
];

/** Issues of parsing `valid` with one field replaced (or removed when value is undefined). */
function issuesWith(schema: Schema, valid: Record<string, unknown>, field: string, value: unknown) {
  const input = { ...valid, [field]: value };
  if (value === undefined) delete input[field];
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldIssues(result.error.issues);
}

describe('form schemas', () => {
  it('exposes the spec limits and enumerations', () => {
    expect(FIELD_LIMITS).toMatchObject({ firstName: 100, lastName: 100, institution: 200, subject: 200, message: 2000, description: 2000, additionalInfo: 1000 });
    expect(MEETING_FORMATS).toEqual(['presencial', 'teams', 'meet']);
    expect(MEETING_TYPES).toEqual(['academic', 'research', 'collaboration', 'consulting', 'other']);
  });

  it.each(schemas)('accepts a valid %s and keeps text verbatim (no trimming)', (_name, schema, valid) => {
    const input = { ...valid(), firstName: '  Ana  ', subject: ' <b>x</b> ' };
    expect(schema.parse(input)).toEqual(input);
  });

  // [form, field, limit, required text, too-long text]; spec texts written out, not read from the module.
  const required: [string, string, number, string, string][] = [
    ...['contact', 'meeting'].flatMap((form): [string, string, number, string, string][] => [
      [form, 'firstName', 100, 'Nome é obrigatório', 'Nome muito longo'],
      [form, 'lastName', 100, 'Sobrenome é obrigatório', 'Sobrenome muito longo'],
      [form, 'subject', 200, 'Assunto é obrigatório', 'Assunto muito longo'],
    ]),
    ['contact', 'message', 2000, 'Mensagem é obrigatória', 'Mensagem muito longa'],
    ['meeting', 'preferredDate', 100, 'Data é obrigatória', 'Data muito longa'],
    ['meeting', 'preferredTime', 100, 'Horário é obrigatório', 'Horário muito longo'],
  ];
  const form = (name: string) => schemas.find(([n]) => n === name)!;

  describe.each(required)('%s.%s', (name, field, limit, requiredText, tooLongText) => {
    const [, schema, valid] = form(name);
    it(`accepts ${limit} characters and rejects ${limit + 1} with '${tooLongText}'`, () => {
      expect(issuesWith(schema, valid(), field, 'x'.repeat(limit))).toEqual([]);
      expect(issuesWith(schema, valid(), field, 'x'.repeat(limit + 1))).toEqual([{ field, message: tooLongText, kind: 'tooLong' }]);
    });
    it.each([['empty', ''], ['whitespace-only', ' \t\n '], ['missing', undefined], ['a number', 42], ['null', null]])(
      `says '${requiredText}' when %s`,
      (_case, value) => {
        expect(issuesWith(schema, valid(), field, value)).toEqual([{ field, message: requiredText, kind: 'required' }]);
      },
    );
  });

  it('uses the exact Portuguese messages of the spec', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      firstName: { required: 'Nome é obrigatório', tooLong: 'Nome muito longo' },
      lastName: { required: 'Sobrenome é obrigatório', tooLong: 'Sobrenome muito longo' },
      email: { invalid: 'Email inválido' },
      institution: { tooLong: 'Nome da instituição muito longo' },
      meetingFormat: { required: 'Formato da reunião é obrigatório' },
      meetingType: { invalid: 'Tipo de reunião inválido' },
      preferredDate: { required: 'Data é obrigatória' },
      preferredTime: { required: 'Horário é obrigatório' },
      subject: { required: 'Assunto é obrigatório', tooLong: 'Assunto muito longo' },
      message: { required: 'Mensagem é obrigatória', tooLong: 'Mensagem muito longa' },
      description: { tooLong: 'Descrição muito longa' },
      additionalInfo: { tooLong: 'Informações adicionais muito longas' },
    });
  });

  const optional: [string, string, number, string][] = [
    ['contact', 'institution', 200, 'Nome da instituição muito longo'],
    ['meeting', 'institution', 200, 'Nome da instituição muito longo'],
    ['meeting', 'description', 2000, 'Descrição muito longa'],
    ['meeting', 'additionalInfo', 1000, 'Informações adicionais muito longas'],
  ];
  describe.each(optional)('%s.%s (optional)', (name, field, limit, tooLongText) => {
    const [, schema, valid] = form(name);
    it(`accepts ${limit}, rejects ${limit + 1} with '${tooLongText}'`, () => {
      expect(issuesWith(schema, valid(), field, 'y'.repeat(limit))).toEqual([]);
      expect(issuesWith(schema, valid(), field, 'y'.repeat(limit + 1))).toEqual([{ field, message: tooLongText, kind: 'tooLong' }]);
    });
    it.each([[''], ['   '], [null], [undefined]])('accepts %j as "no value"', (value) => {
      expect(issuesWith(schema, valid(), field, value)).toEqual([]);
    });
    it('rejects a non-string as invalid', () => {
      expect(issuesWith(schema, valid(), field, 7)).toEqual([expect.objectContaining({ field, kind: 'invalid' })]);
    });
  });

  it.each(schemas)('%s: rejects bad e-mail addresses with "Email inválido"', (_name, schema, valid) => {
    for (const bad of ['', '   ', 'ana', 'ana@', '@example.org', 'ana@example', 'a b@example.org', '<script>@x.org', 7, undefined, `${'a'.repeat(250)}@example.org`]) {
      expect(issuesWith(schema, valid(), 'email', bad), String(bad)).toEqual([{ field: 'email', message: 'Email inválido', kind: 'invalid' }]);
    }
    expect(issuesWith(schema, valid(), 'email', 'first.last+tag@sub.example.co.uk')).toEqual([]);
  });

  it('meetingFormat: each allowed value passes; empty/missing is required; others invalid', () => {
    for (const ok of MEETING_FORMATS) expect(issuesWith(meetingRequestSchema, validMeeting(), 'meetingFormat', ok)).toEqual([]);
    for (const missing of ['', '  ', undefined, null, 3]) {
      expect(issuesWith(meetingRequestSchema, validMeeting(), 'meetingFormat', missing)).toEqual([
        { field: 'meetingFormat', message: 'Formato da reunião é obrigatório', kind: 'required' },
      ]);
    }
    for (const bad of ['zoom', 'Teams', 'teams ']) {
      expect(issuesWith(meetingRequestSchema, validMeeting(), 'meetingFormat', bad)).toEqual([
        { field: 'meetingFormat', message: 'Formato da reunião inválido', kind: 'invalid' },
      ]);
    }
  });

  it('meetingType: optional, each allowed value passes, anything else is "Tipo de reunião inválido"', () => {
    for (const ok of [...MEETING_TYPES, '', null, undefined]) {
      expect(issuesWith(meetingRequestSchema, validMeeting(), 'meetingType', ok)).toEqual([]);
    }
    for (const bad of ['party', 'Research', ' ', 5]) {
      expect(issuesWith(meetingRequestSchema, validMeeting(), 'meetingType', bad)).toEqual([
        { field: 'meetingType', message: 'Tipo de reunião inválido', kind: 'invalid' },
      ]);
    }
  });

  it.each(schemas)('%s: rejects unknown properties (strict) naming each', (_name, schema, valid) => {
    expect(issuesWith(schema, { ...valid(), isAdmin: true }, 'extra', 1)).toEqual([
      { field: 'isAdmin', message: 'Campo não permitido', kind: 'invalid' },
      { field: 'extra', message: 'Campo não permitido', kind: 'invalid' },
    ]);
  });

  it('lists every bad field at once', () => {
    const result = meetingRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = toFieldIssues(result.error!.issues).map((i) => i.field);
    expect(fields.sort()).toEqual(['email', 'firstName', 'lastName', 'meetingFormat', 'preferredDate', 'preferredTime', 'subject']);
  });

  it('issueKind maps every message to its kind and unknown text to invalid', () => {
    for (const byKind of Object.values(VALIDATION_MESSAGES)) {
      for (const [kind, message] of Object.entries(byKind)) expect(issueKind({ message })).toBe(kind);
    }
    expect(issueKind({ message: 'something else' })).toBe('invalid');
    // Each Portuguese text belongs to one kind only, so the mapping is unambiguous.
    const texts = Object.values(VALIDATION_MESSAGES).flatMap((m) => Object.values(m));
    expect(new Set(texts).size).toBe(texts.length);
    const issue = contactMessageSchema.safeParse({ ...validContact(), lastName: 'z'.repeat(101) }).error!.issues[0]!;
    expect(issueKind(issue)).toBe('tooLong');
  });

  it('submissionSchema discriminates on type', () => {
    expect(submissionSchema.parse({ type: 'contact-message', data: validContact() }).type).toBe('contact-message');
    expect(submissionSchema.parse({ type: 'meeting-request', data: validMeeting() }).type).toBe('meeting-request');
    // A contact message is not a valid meeting request and vice versa.
    expect(submissionSchema.safeParse({ type: 'meeting-request', data: validContact() }).success).toBe(false);
    expect(submissionSchema.safeParse({ type: 'contact-message', data: validMeeting() }).success).toBe(false);
    for (const bad of [null, [], 'x', {}, { type: 'other', data: validContact() }, { data: validContact() }]) {
      const result = submissionSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
  });
});
