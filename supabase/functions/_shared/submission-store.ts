// SQL for the submit-forms function. Each operation is ONE statement, so it is atomic
// on its own (nothing half-written) and needs no client-side transaction: PGlite's
// `query` and a thin adapter over any postgres driver both satisfy SqlExecutor.
import type { ContactMessage, MeetingRequest, Submission } from './form-schemas.ts';
import { deleteAfter } from './retention.ts';

/** The only database capability the handler needs; PGlite satisfies it directly. */
export interface SqlExecutor {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Records one event for the client unless it already has `max` inside the window. Every POST that gets
 * this far counts, valid or not, so one client cannot hammer validation; all clients together are capped
 * on what they stored instead (insertSubmission), so refused requests never close the forms for anyone.
 */
export async function hitRateLimit(db: SqlExecutor, clientHash: string, now: Date, windowSeconds: number, max: number): Promise<RateLimitResult> {
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

export type SubmissionTable = 'contact_messages' | 'meeting_requests';

export const tableOf = (submission: Submission): SubmissionTable =>
  submission.type === 'contact-message' ? 'contact_messages' : 'meeting_requests';

/** What storing a submission gave: the new row's id, or the wait before all clients' hourly cap has room. */
export type InsertResult = { id: string } | { refused: true; retryAfterSeconds: number };

/**
 * Inserts a validated submission in a single INSERT … SELECT and returns the new row's id, unless both
 * tables together already stored `capPerHour` rows within the hour (private.admit_form_submission, in the
 * same statement, decides). `claim` marks the row as being notified by this request (notify_claimed_at),
 * so no retry sends it meanwhile.
 */
export async function insertSubmission(db: SqlExecutor, submission: Submission, now: Date, capPerHour: number, claim = false): Promise<InsertResult> {
  const table = tableOf(submission);
  const fields = submission.type === 'contact-message' ? contactRow(submission.data) : meetingRow(submission.data);
  // Column names come from the fixed maps above, never from the request.
  const at = now.toISOString();
  const row: Record<string, unknown> = { ...fields, created_at: at, delete_after: deleteAfter(now).toISOString(), ...(claim ? { notify_claimed_at: at } : {}) };
  const columns = Object.keys(row);
  const values = columns.map((c, i) => (c === 'created_at' || c === 'delete_after' || c === 'notify_claimed_at' ? `$${i + 1}::timestamptz` : `$${i + 1}::text`));
  const gate = `private.admit_form_submission($${columns.length + 1}::timestamptz, $${columns.length + 2}::integer)`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${columns.join(', ')})
     select ${values.join(', ')} from ${gate} as gate where gate.allowed
     returning id`,
    [...Object.values(row), at, capPerHour],
  );
  const id = rows[0]?.id;
  if (id !== undefined) return { id: String(id) };
  // Refused: ask how long until the oldest of the hour leaves it (room may have been made meanwhile).
  const { rows: wait } = await db.query<{ allowed: boolean; retry_after_seconds: number }>(
    'select allowed, retry_after_seconds from private.admit_form_submission($1::timestamptz, $2::integer)',
    [at, capPerHour],
  );
  return { refused: true, retryAfterSeconds: Math.max(1, Number(wait[0]?.retry_after_seconds ?? 1)) };
}

/** The provider accepted the row's notification; its claim is done with. */
export async function markNotified(db: SqlExecutor, table: SubmissionTable, id: string, at: Date): Promise<void> {
  await db.query(
    `update public.${table} set notified_at = $2::timestamptz, notify_attempts = notify_attempts + 1, notify_last_attempt_at = $2::timestamptz, notify_error = null, notify_claimed_at = null
      where id = $1::uuid and notified_at is null`,
    [id, at.toISOString()],
  );
}

/**
 * The row's notification failed: counted, with the reason, for the inbox and the next retry, and its claim
 * released so that retry may take it. Returns the attempts made so far.
 */
export async function markNotifyFailed(db: SqlExecutor, table: SubmissionTable, id: string, at: Date, error: string): Promise<number> {
  const { rows } = await db.query<{ notify_attempts: number }>(
    `update public.${table} set notify_attempts = notify_attempts + 1, notify_last_attempt_at = $2::timestamptz, notify_error = $3::text, notify_claimed_at = null
      where id = $1::uuid returning notify_attempts`,
    [id, at.toISOString(), error.slice(0, 500)],
  );
  return Number(rows[0]?.notify_attempts ?? 0);
}

/** A stored submission whose notification is still owed. */
export interface PendingNotification {
  table: SubmissionTable;
  id: string;
  submission: Submission;
}

/** A claim older than this is taken to be dead (a send times out after 8 s): its row may be claimed again. */
export const NOTIFY_CLAIM_SECONDS = 5 * 60;

/**
 * Claims rows not yet notified, oldest first: never tried and at least a minute old, or failed long enough
 * ago (1 minute after the first failure, doubling each time, at most `maxAttempts` in all; then only the
 * inbox shows them), and in either case not claimed by another sender in the last NOTIFY_CLAIM_SECONDS (the
 * submission's own request claims its row as it stores it). The claim is stamped in the same UPDATE, so of
 * two callers at once only one takes a row, and it holds however long the provider takes to answer.
 */
export async function claimPendingNotifications(db: SqlExecutor, now: Date, limit: number, maxAttempts: number): Promise<PendingNotification[]> {
  const claimed: PendingNotification[] = [];
  // In the outer WHERE too: a row another caller claimed meanwhile is re-checked there and skipped.
  const due = `notified_at is null and notify_attempts < $2::integer
    and (notify_claimed_at is null or notify_claimed_at <= $1::timestamptz - make_interval(secs => $4::integer))
    and (case when notify_last_attempt_at is null then created_at <= $1::timestamptz - interval '1 minute'
              else notify_last_attempt_at <= $1::timestamptz - make_interval(mins => power(2, greatest(notify_attempts, 1) - 1)::integer) end)`;
  for (const table of ['contact_messages', 'meeting_requests'] as const) {
    if (claimed.length >= limit) break;
    const { rows } = await db.query<Record<string, string | null> & { id: string }>(
      `update public.${table} set notify_claimed_at = $1::timestamptz
        where ${due} and id in (select id from public.${table} where ${due} order by created_at limit $3::integer)
       returning *`,
      [now.toISOString(), maxAttempts, limit - claimed.length, NOTIFY_CLAIM_SECONDS],
    );
    for (const row of rows) claimed.push({ table, id: String(row.id), submission: submissionOf(table, row) });
  }
  return claimed;
}

/** The submission a stored row holds, as the form sent it. */
function submissionOf(table: SubmissionTable, r: Record<string, string | null>): Submission {
  const sender = { firstName: r.first_name!, lastName: r.last_name!, email: r.email!, institution: r.institution, subject: r.subject! };
  if (table === 'contact_messages') return { type: 'contact-message', data: { ...sender, message: r.message! } };
  return {
    type: 'meeting-request',
    data: {
      ...sender,
      meetingFormat: r.meeting_format as MeetingRequest['meetingFormat'],
      meetingType: r.meeting_type as MeetingRequest['meetingType'],
      preferredDate: r.preferred_date!,
      preferredTime: r.preferred_time!,
      description: r.description,
      additionalInfo: r.additional_info,
    },
  };
}

/** Deletes submissions past their date and every client's day-old rate-limit events (the daily job). */
export async function purgeExpired(db: SqlExecutor, now: Date): Promise<{ contactMessages: number; meetingRequests: number; rateLimitEvents: number }> {
  const { rows } = await db.query<{ contact_messages: number; meeting_requests: number; rate_limit_events: number }>(
    'select * from private.purge_form_data($1::timestamptz)',
    [now.toISOString()],
  );
  const row = rows[0]!;
  return { contactMessages: Number(row.contact_messages), meetingRequests: Number(row.meeting_requests), rateLimitEvents: Number(row.rate_limit_events) };
}
