// The forms' backend under abuse and crashes, on this machine (npm run bench:forms):
//   flood:   200 POSTs at once from one client -> how many stored, how many 429, how many e-mails;
//   kill -9: the local backend killed with SIGKILL while sending, three times, then restarted each
//            time -> every submission it answered 200 is still stored, and none is stored twice.
// Each run uses a fresh data folder under the system's temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { outboxPath } from '../scripts/local-backend/local-notifier.ts';
import { pgdataPath, REPO_ROOT } from '../scripts/local-backend/data-dir.ts';
import { startLocalBackend } from '../scripts/local-backend/server.ts';

const contact = (n: number) => ({
  type: 'contact-message',
  data: { firstName: 'Carga', lastName: `Teste ${n}`, email: `carga${n}@example.org`, subject: `Envio ${n}`, message: 'Mensagem de teste de carga.' },
});
const post = (url: string, n: number) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact(n)) });

async function flood(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-flood-'));
  const backend = await startLocalBackend({ port: 0, dataDir });
  try {
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, n) => post(backend.functionUrl, n).then((res) => res.status)));
    const ms = performance.now() - started;
    const count = (status: number) => statuses.filter((s) => s === status).length;
    const { rows } = await backend.db.query<{ n: number }>('select count(*)::int as n from contact_messages');
    const mails = readdirSync(outboxPath(dataDir)).length;
    console.log(`flood: 200 concurrent POSTs in ${Math.round(ms)} ms -> ${count(200)} × 200, ${count(429)} × 429, ${statuses.length - count(200) - count(429)} other; ${rows[0]!.n} stored, ${mails} e-mail(s)`);
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/local-backend/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, BACKEND_DATA_DIR: dataDir, BACKEND_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local backend:')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the backend exited (${code}) before it started:\n${output}`)));
  });
}

async function killNine(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-kill-'));
  const port = 54400 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}/functions/v1/submit-forms`;
  const acknowledged: string[] = [];
  let sent = 0;
  try {
    for (let round = 1; round <= 3; round++) {
      const child = await startServer(dataDir, port);
      // One POST answered, then one in flight when the process is killed.
      const first = await post(url, sent++);
      if (first.ok) acknowledged.push(((await first.json()) as { data: { id: string } }).data.id);
      const inFlight = post(url, sent++).then(async (res) => (res.ok ? ((await res.json()) as { data: { id: string } }).data.id : undefined), () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5 + round * 5));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const late = await inFlight;
      if (late) acknowledged.push(late);
    }
    const db = new PGlite(pgdataPath(dataDir));
    const { rows } = await db.query<{ id: string }>('select id::text from contact_messages');
    await db.close();
    const stored = new Set(rows.map((row) => row.id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.log(`kill -9 × 3: ${sent} POSTs sent, ${acknowledged.length} answered 200, ${stored.size} stored, ${lost.length} lost, ${rows.length - stored.size} stored twice`);
    if (lost.length > 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await flood();
await killNine();
