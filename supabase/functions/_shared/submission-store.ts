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
  /** Which limit refused: this client's window, or all clients' hourly cap. */
  reason?: 'client' | 'global';
}

/**
 * Records one event for the client unless it already has `max` inside the window, or all clients
 * together have `globalMaxPerHour` inside the last hour.
 */
export async function hitRateLimit(
  db: SqlExecutor,
  clientHash: string,
  now: Date,
  windowSeconds: number,
  max: number,
  globalMaxPerHour: number,
): Promise<RateLimitResult> {
  // Explicit casts: drivers differ in how they type untyped JS parameters.
  const { rows } = await db.query<{ allowed: boolean; retry_after_seconds: number; reason: 'client' | 'global' | null }>(
    'select allowed, retry_after_seconds, reason from private.hit_form_rate_limit($1::text, $2::timestamptz, $3::integer, $4::integer, $5::integer)',
    [clientHash, now.toISOString(), windowSeconds, max, globalMaxPerHour],
  );
  const row = rows[0];
  if (!row) throw new Error('hit_form_rate_limit returned no row');
  return { allowed: row.allowed, retryAfterSeconds: Number(row.retry_after_seconds), ...(row.reason ? { reason: row.reason } : {}) };
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

/**
 * Inserts a validated submission in a single INSERT and returns the new row's id, or undefined when
 * its table already took `capPerHour` rows within the hour (the statement checks and inserts at once).
 */
export async function insertSubmission(db: SqlExecutor, submission: Submission, now: Date, capPerHour: number): Promise<string | undefined> {
  const table = tableOf(submission);
  const fields = submission.type === 'contact-message' ? contactRow(submission.data) : meetingRow(submission.data);
  // Column names come from the fixed maps above, never from the request.
  const row: Record<string, unknown> = { ...fields, created_at: now.toISOString(), delete_after: deleteAfter(now).toISOString() };
  const columns = Object.keys(row);
  const values = columns.map((c, i) => (c === 'created_at' || c === 'delete_after' ? `$${i + 1}::timestamptz` : `$${i + 1}::text`));
  const cap = `$${columns.length + 1}::integer`;
  const since = `$${columns.length + 2}::timestamptz`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${columns.join(', ')})
     select ${values.join(', ')}
      where (select count(*) from public.${table} where created_at > ${since}) < ${cap}
     returning id`,
    [...Object.values(row), capPerHour, new Date(now.getTime() - 3_600_000).toISOString()],
  );
  const id = rows[0]?.id;
  return id === undefined ? undefined : String(id);
}

/** The provider accepted the row's notification. */
export async function markNotified(db: SqlExecutor, table: SubmissionTable, id: string, at: Date): Promise<void> {
  await db.query(
    `update public.${table} set notified_at = $2::timestamptz, notify_attempts = notify_attempts + 1, notify_last_attempt_at = $2::timestamptz, notify_error = null where id = $1::uuid`,
    [id, at.toISOString()],
  );
}

/** The row's notification failed: counted, with the reason, for the inbox and the next retry. */
export async function markNotifyFailed(db: SqlExecutor, table: SubmissionTable, id: string, at: Date, error: string): Promise<void> {
  await db.query(
    `update public.${table} set notify_attempts = notify_attempts + 1, notify_last_attempt_at = $2::timestamptz, notify_error = $3::text where id = $1::uuid`,
    [id, at.toISOString(), error.slice(0, 500)],
  );
}

/** A stored submission whose notification is still owed. */
export interface PendingNotification {
  table: SubmissionTable;
  id: string;
  submission: Submission;
}

/**
 * Claims rows not yet notified, oldest first: never tried and at least a minute old (a younger one is
 * still being notified by its own request), or failed long enough ago: 1 minute after the first
 * failure, doubling each time, at most `maxAttempts` in all (then only the inbox shows them). The
 * claim stamps the attempt in the same UPDATE, so two concurrent callers never claim the same row.
 */
export async function claimPendingNotifications(db: SqlExecutor, now: Date, limit: number, maxAttempts: number): Promise<PendingNotification[]> {
  const claimed: PendingNotification[] = [];
  // In the outer WHERE too: a row another caller claimed meanwhile is re-checked there and skipped.
  const due = `notified_at is null and notify_attempts < $2::integer
    and (case when notify_last_attempt_at is null then created_at <= $1::timestamptz - interval '1 minute'
              else notify_last_attempt_at <= $1::timestamptz - make_interval(mins => power(2, greatest(notify_attempts, 1) - 1)::integer) end)`;
  for (const table of ['contact_messages', 'meeting_requests'] as const) {
    if (claimed.length >= limit) break;
    const { rows } = await db.query<Record<string, string | null> & { id: string }>(
      `update public.${table} set notify_last_attempt_at = $1::timestamptz
        where ${due} and id in (select id from public.${table} where ${due} order by created_at limit $3::integer)
       returning *`,
      [now.toISOString(), maxAttempts, limit - claimed.length],
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
