// SQL for the submit-forms function. Each operation is ONE statement, so it is atomic
// on its own (nothing half-written) and needs no client-side transaction: PGlite's
// `query` and a thin adapter over any postgres driver both satisfy SqlExecutor.
import type { ContactMessage, MeetingRequest, Submission } from './form-schemas.ts';

/** The only database capability the handler needs; PGlite satisfies it directly. */
export interface SqlExecutor {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Records one event for the client unless it already has `max` inside the window. */
export async function hitRateLimit(
  db: SqlExecutor,
  clientHash: string,
  now: Date,
  windowSeconds: number,
  max: number,
): Promise<RateLimitResult> {
  // Explicit casts: drivers differ in how they type untyped JS parameters.
  const { rows } = await db.query<{ allowed: boolean; retry_after_seconds: number }>(
    'select allowed, retry_after_seconds from private.hit_form_rate_limit($1::text, $2::timestamptz, $3::integer, $4::integer)',
    [clientHash, now.toISOString(), windowSeconds, max],
  );
  const row = rows[0];
  if (!row) throw new Error('hit_form_rate_limit returned no row');
  return { allowed: row.allowed, retryAfterSeconds: Number(row.retry_after_seconds) };
}

/** '' / whitespace-only / null / absent optional values are stored as NULL. */
function optional(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value;
}

/** The columns both submission tables share. */
function senderColumns(d: ContactMessage | MeetingRequest) {
  return {
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    institution: optional(d.institution),
  };
}

function contactRow(d: ContactMessage) {
  return { ...senderColumns(d), subject: d.subject, message: d.message };
}

function meetingRow(d: MeetingRequest) {
  return {
    ...senderColumns(d),
    meeting_format: d.meetingFormat,
    meeting_type: optional(d.meetingType),
    preferred_date: d.preferredDate,
    preferred_time: d.preferredTime,
    subject: d.subject,
    description: optional(d.description),
    additional_info: optional(d.additionalInfo),
  };
}

/** Inserts a validated submission in a single INSERT and returns the new row's id. */
export async function insertSubmission(
  db: SqlExecutor,
  submission: Submission,
  clientHash: string,
  now: Date,
): Promise<string> {
  const [table, fields] =
    submission.type === 'contact-message'
      ? ['contact_messages', contactRow(submission.data)]
      : ['meeting_requests', meetingRow(submission.data)];
  // Column names come from the fixed maps above, never from the request.
  const row: Record<string, unknown> = { ...fields, client_hash: clientHash, created_at: now.toISOString() };
  const columns = Object.keys(row);
  const placeholders = columns.map((c, i) => (c === 'created_at' ? `$${i + 1}::timestamptz` : `$${i + 1}::text`));
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${columns.join(', ')}) values (${placeholders.join(', ')}) returning id`,
    Object.values(row),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`insert into ${table} returned no id`);
  return String(id);
}
