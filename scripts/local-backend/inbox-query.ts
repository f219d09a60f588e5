// Reads both submission tables as one list, newest first. Used by the server's
// GET /inbox and by scripts/inbox.ts when no server holds the data folder.
import type { PGlite } from '@electric-sql/pglite';

export interface InboxEntry {
  kind: 'contact-message' | 'meeting-request';
  id: string;
  createdAt: string; // ISO 8601
  firstName: string;
  lastName: string;
  email: string;
  institution: string | null;
  subject: string;
  /** The remaining fields of that kind, camelCase, NULLs included. */
  details: Record<string, string | null>;
  /** When the notification e-mail was accepted; null while it is owed. */
  notifiedAt: string | null;
  notifyAttempts: number;
  /** Why the last attempt failed, while the notification is owed. */
  notifyError: string | null;
  /** When the retention job deletes it. */
  deleteAfter: string;
}

export async function listSubmissions(db: PGlite, limit = 1000): Promise<InboxEntry[]> {
  const { rows } = await db.query<{
    kind: InboxEntry['kind'];
    id: string;
    created_at: Date | string;
    first_name: string;
    last_name: string;
    email: string;
    institution: string | null;
    subject: string;
    details: Record<string, string | null>;
    notified_at: Date | string | null;
    notify_attempts: number;
    notify_error: string | null;
    delete_after: Date | string;
  }>(
    `select 'contact-message' as kind, id, created_at, first_name, last_name, email, institution, subject,
            json_build_object('message', message) as details, notified_at, notify_attempts, notify_error, delete_after
       from public.contact_messages
     union all
     select 'meeting-request', id, created_at, first_name, last_name, email, institution, subject,
            json_build_object('meetingFormat', meeting_format, 'meetingType', meeting_type,
              'preferredDate', preferred_date, 'preferredTime', preferred_time,
              'description', description, 'additionalInfo', additional_info), notified_at, notify_attempts, notify_error, delete_after
       from public.meeting_requests
     order by created_at desc, id
     limit $1::integer`,
    [limit],
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    institution: r.institution,
    subject: r.subject,
    details: r.details,
    notifiedAt: r.notified_at === null ? null : new Date(r.notified_at).toISOString(),
    notifyAttempts: Number(r.notify_attempts),
    notifyError: r.notify_error,
    deleteAfter: new Date(r.delete_after).toISOString(),
  }));
}
