// Prints the forms' stored submissions (contact messages and meeting requests merged),
// newest first, each with its notification e-mail's state:
//   npm run inbox [-- --limit N] [--pending] [--json]
// --pending lists only those whose e-mail is still owed (failed; retried every minute while the
// local backend runs, up to 8 attempts).
//
// PGlite cannot be opened by two processes at once, so:
//   - if the local backend server holds the data folder, ask it (GET /inbox on
//     127.0.0.1 with the token it wrote to owner.json);
//   - otherwise open the folder directly, holding it for the few seconds this takes
//     (a server started meanwhile refuses to start rather than corrupt the data).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDir, pgdataPath, readOwner, resolveDataDir } from './local-backend/data-dir.ts';
import { listSubmissions, type InboxEntry } from './local-backend/inbox-query.ts';
import { applyMigrations } from './local-backend/migrations.ts';

export async function readInbox(dataDir: string, limit?: number): Promise<InboxEntry[]> {
  const owner = readOwner(dataDir);
  if (owner?.url && owner.token) {
    const res = await fetch(`${owner.url}/inbox`, { headers: { 'x-inbox-token': owner.token } });
    if (!res.ok) throw new Error(`the local backend at ${owner.url} answered ${res.status}`);
    const entries = (await res.json()) as InboxEntry[];
    return limit === undefined ? entries : entries.slice(0, limit);
  }
  if (!existsSync(pgdataPath(dataDir))) return [];
  const lease = acquireDataDir(dataDir, { kind: 'inbox' }); // throws if a server is starting
  const db = new PGlite(pgdataPath(dataDir));
  try {
    await applyMigrations(db); // same schema as the server, even for an old folder
    return await listSubmissions(db, limit);
  } finally {
    await db.close();
    lease.release();
  }
}

const LABELS: Record<string, string> = {
  message: 'Message',
  meetingFormat: 'Format',
  meetingType: 'Type',
  preferredDate: 'Date',
  preferredTime: 'Time',
  description: 'Description',
  additionalInfo: 'Additional info',
};

// Submissions are stored verbatim, so a visitor could embed terminal escape sequences;
// control characters (except newline and tab) are shown as \xNN instead of executed.
const printable = (text: string) =>
  text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

function notificationLine(e: InboxEntry): string {
  if (e.notifiedAt) return `sent ${when(e.notifiedAt)}`;
  const tried = e.notifyAttempts === 0 ? 'not tried yet' : `${e.notifyAttempts} failed attempt(s), last: ${e.notifyError ?? 'unknown error'}`;
  return `NOT SENT (${tried})`;
}

export function formatEntry(entry: InboxEntry): string {
  const e: InboxEntry = JSON.parse(JSON.stringify(entry), (_k, v: unknown) => (typeof v === 'string' ? printable(v) : v));
  const indent = (text: string) => text.replace(/\n/g, '\n    ');
  const lines = [
    `${e.kind === 'meeting-request' ? 'MEETING REQUEST' : 'CONTACT MESSAGE'}  ${e.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}  (${e.id})`,
    `  From:    ${e.firstName} ${e.lastName} <${e.email}>${e.institution ? ` - ${e.institution}` : ''}`,
    `  Subject: ${e.subject}`,
    `  E-mail:  ${notificationLine(e)}`,
  ];
  for (const [key, value] of Object.entries(e.details)) {
    if (value !== null) lines.push(`  ${LABELS[key] ?? key}:`, `    ${indent(value)}`);
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const limitIndex = argv.indexOf('--limit');
  const limit = limitIndex >= 0 ? Number(argv[limitIndex + 1]) : undefined;
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) throw new Error('--limit needs a positive integer');
  const dataDir = resolveDataDir();
  const all = await readInbox(dataDir, limit);
  const entries = argv.includes('--pending') ? all.filter((entry) => !entry.notifiedAt) : all;
  if (argv.includes('--json')) {
    console.log(JSON.stringify(entries, null, 2));
  } else if (entries.length === 0) {
    console.log(argv.includes('--pending') ? `Every notification was sent (${dataDir}).` : `No submissions in ${dataDir}.`);
  } else {
    console.log(entries.map(formatEntry).join('\n\n'));
    const owed = entries.filter((entry) => !entry.notifiedAt).length;
    console.log(`\n${entries.length} submission(s) in ${dataDir}${owed > 0 ? `; ${owed} e-mail(s) not sent yet` : ''}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`inbox: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
