// The single definition of the contact and meeting forms, shared by the browser
// (through a re-export in src/) and the submit-forms edge function. Keep it free of
// runtime-specific imports: Vite resolves 'zod' from node_modules, Deno from the
// function's deno.json import map.
//
// Choices the product spec left open (tests pin each one):
// - Whitespace-only required text counts as empty ('   ' -> "… é obrigatório"), but
//   nothing is trimmed: valid text is stored exactly as typed. Lengths count the raw
//   string (JS string length, i.e. UTF-16 units).
// - A missing field or a value of the wrong type gets the field's "required" message,
//   never zod's English default.
// - Optional fields accept a string, '' , null or absence; the handler stores NULL for
//   '' / whitespace-only / null / absent.
// - preferredDate / preferredTime are tolerant: any non-empty string up to 100 chars
//   (the browser sends YYYY-MM-DD and HH:mm; the professor reads them as text).
// - An unknown meetingFormat value gets its own 'Formato da reunião inválido' (the spec
//   only names the "required" text), like meetingType's 'Tipo de reunião inválido'.
// - Objects are strict: an unknown property is rejected as 'Campo não permitido' (one
//   issue per key), so the browser must send exactly the form's fields.
// - One-line fields (names, institution, subject, date, time) refuse line breaks (CR, LF, U+2028/9)
//   and the bidi controls (U+202A–202E, U+2066–2069), each with its own 'singleLine' message: they go
//   into the notification e-mail's headers and subject line, where "Hi\r\nBcc: …" would start a new
//   header and U+202E shows text backwards. The marks U+200E/U+200F, which right-to-left names use, pass.
import { z } from 'zod';

// No compiled parsers: zod probes `new Function` for them, and the site's Content-Security-Policy allows no
// eval, so every form page would report a violation (scripts/lib/hosting/security-headers.ts).
z.config({ jitless: true });

export const MEETING_FORMATS = ['presencial', 'teams', 'meet'] as const;
export const MEETING_TYPES = ['academic', 'research', 'collaboration', 'consulting', 'other'] as const;

export const FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254, // RFC 5321 path limit; longer is reported as 'Email inválido'
  institution: 200,
  subject: 200,
  message: 2000,
  description: 2000,
  additionalInfo: 1000,
  preferredDate: 100,
  preferredTime: 100,
} as const;

export type IssueKind = 'required' | 'tooLong' | 'invalid' | 'control' | 'singleLine';

/**
 * Control characters other than tab and line breaks (NUL, escape, the C1 range, ...): nothing a person
 * types, they fail PostgreSQL (NUL) or garble the e-mail, so any field holding one is refused by name.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Caracteres de controle não permitidos';
const noControlCharacters = (s: string) => !CONTROL_CHARACTERS.test(s);

/** What a one-line field may not hold: line breaks, and the bidi embeddings, overrides and isolates. */
const LINE_BREAKS_AND_BIDI_CONTROLS = /[\r\n\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const oneLine = (s: string) => !LINE_BREAKS_AND_BIDI_CONTROLS.test(s);
const SINGLE_LINE = 'não pode ter quebras de linha nem caracteres invisíveis de direção';

/** Portuguese text per field and kind; the browser translates by `validation.<field>.<kind>`. */
export const VALIDATION_MESSAGES = {
  firstName: { required: 'Nome é obrigatório', tooLong: 'Nome muito longo', singleLine: `Nome ${SINGLE_LINE}` },
  lastName: { required: 'Sobrenome é obrigatório', tooLong: 'Sobrenome muito longo', singleLine: `Sobrenome ${SINGLE_LINE}` },
  email: { invalid: 'Email inválido' },
  institution: { tooLong: 'Nome da instituição muito longo', invalid: 'Nome da instituição inválido', singleLine: `Nome da instituição ${SINGLE_LINE}` },
  meetingFormat: { required: 'Formato da reunião é obrigatório', invalid: 'Formato da reunião inválido' },
  meetingType: { invalid: 'Tipo de reunião inválido' },
  preferredDate: { required: 'Data é obrigatória', tooLong: 'Data muito longa', singleLine: `Data ${SINGLE_LINE}` },
  preferredTime: { required: 'Horário é obrigatório', tooLong: 'Horário muito longo', singleLine: `Horário ${SINGLE_LINE}` },
  subject: { required: 'Assunto é obrigatório', tooLong: 'Assunto muito longo', singleLine: `Assunto ${SINGLE_LINE}` },
  message: { required: 'Mensagem é obrigatória', tooLong: 'Mensagem muito longa' },
  description: { tooLong: 'Descrição muito longa', invalid: 'Descrição inválida' },
  additionalInfo: { tooLong: 'Informações adicionais muito longas', invalid: 'Informações adicionais inválidas' },
} as const satisfies Record<string, Partial<Record<IssueKind, string>>>;

type Field = keyof typeof VALIDATION_MESSAGES;
const M = VALIDATION_MESSAGES;

const isBlank = (s: string) => s.trim().length === 0;

// Type check, then blank check (abort: one issue per field), then length, then characters.
const requiredText = (f: Field & keyof typeof FIELD_LIMITS, m: { required: string; tooLong: string }) =>
  z
    .string({ error: m.required })
    .refine((s) => !isBlank(s), { error: m.required, abort: true })
    .max(FIELD_LIMITS[f], { error: m.tooLong })
    .refine(noControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE });

const optionalText = (f: Field & keyof typeof FIELD_LIMITS, m: { tooLong: string; invalid: string }) =>
  z.string({ error: m.invalid }).max(FIELD_LIMITS[f], { error: m.tooLong }).refine(noControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE });

/** A one-line field: the same rules, and no line break or bidi control (its own message). */
const requiredLine = (f: Field & keyof typeof FIELD_LIMITS, m: { required: string; tooLong: string; singleLine: string }) =>
  requiredText(f, m).refine(oneLine, { error: m.singleLine });
const optionalLine = (f: Field & keyof typeof FIELD_LIMITS, m: { tooLong: string; invalid: string; singleLine: string }) =>
  optionalText(f, m).refine(oneLine, { error: m.singleLine }).nullish();

const email = z.email({ error: M.email.invalid }).max(FIELD_LIMITS.email, { error: M.email.invalid });

const meetingFormat = z.enum(MEETING_FORMATS, {
  error: (iss) =>
    typeof iss.input !== 'string' || isBlank(iss.input) ? M.meetingFormat.required : M.meetingFormat.invalid,
});

const meetingType = z
  .union([z.enum(MEETING_TYPES), z.literal('')], { error: M.meetingType.invalid })
  .nullish();

const shared = {
  firstName: requiredLine('firstName', M.firstName),
  lastName: requiredLine('lastName', M.lastName),
  email,
  institution: optionalLine('institution', M.institution),
  subject: requiredLine('subject', M.subject),
};

// Applies to the object's own issues: an unknown property, or `data` not being an object.
const strictParams = {
  error: (iss: { code?: string }) =>
    iss.code === 'unrecognized_keys' ? 'Campo não permitido' : 'Expected an object with the form fields',
};

export const contactMessageSchema = z.strictObject(
  { ...shared, message: requiredText('message', M.message) },
  strictParams,
);

export const meetingRequestSchema = z.strictObject(
  {
    ...shared,
    meetingFormat,
    meetingType,
    preferredDate: requiredLine('preferredDate', M.preferredDate),
    preferredTime: requiredLine('preferredTime', M.preferredTime),
    description: optionalText('description', M.description).nullish(),
    additionalInfo: optionalText('additionalInfo', M.additionalInfo).nullish(),
  },
  strictParams,
);

// Envelope messages are protocol errors a visitor never sees, so they stay in English.
const envelope = { error: "Expected an object { type: 'contact-message' | 'meeting-request', data }" };
export const submissionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('contact-message'), data: contactMessageSchema }, envelope),
    z.strictObject({ type: z.literal('meeting-request'), data: meetingRequestSchema }, envelope),
  ],
  envelope,
);

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;
export type Submission = z.infer<typeof submissionSchema>;
export type SubmissionType = Submission['type'];

const KIND_BY_MESSAGE = new Map<string, IssueKind>([
  ...Object.values(VALIDATION_MESSAGES).flatMap((byKind) =>
    Object.entries(byKind).map(([kind, text]) => [text, kind as IssueKind] as const),
  ),
  [CONTROL_CHARACTERS_MESSAGE, 'control'],
]);

/** Stable kind of a zod issue or of a server issue ({ message }); unknown texts are 'invalid'. */
export function issueKind(issue: { message: string }): IssueKind {
  return KIND_BY_MESSAGE.get(issue.message) ?? 'invalid';
}

export interface FieldIssue {
  /** Form field name ('firstName'…), 'type'/'data' for the envelope, 'body' for the root. */
  field: string;
  message: string;
  kind: IssueKind;
}

/** Flattens zod issues to one entry per bad field (and one per unknown property). */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.flatMap((issue) => {
    const keys: (string | undefined)[] = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keys.map((key) => {
      const path = [...issue.path.map(String), ...(key === undefined ? [] : [key])];
      // 'data.firstName' -> 'firstName': the form field is what the browser highlights.
      const field = (path[0] === 'data' && path.length > 1 ? path.slice(1) : path).join('.') || 'body';
      return { field, message: issue.message, kind: issueKind(issue) };
    });
  });
}
