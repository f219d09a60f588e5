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
  }>(
    `select 'contact-message' as kind, id, created_at, first_name, last_name, email, institution, subject,
            json_build_object('message', message) as details
       from public.contact_messages
     union all
     select 'meeting-request', id, created_at, first_name, last_name, email, institution, subject,
            json_build_object('meetingFormat', meeting_format, 'meetingType', meeting_type,
              'preferredDate', preferred_date, 'preferredTime', preferred_time,
              'description', description, 'additionalInfo', additional_info)
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
  }));
}
