// Runs requests through the shared handler under Deno (the runtime of the hosted
// function) with an in-memory stand-in for the database. Started by
// tests/server/deno.test.ts:
//   deno run --config supabase/functions/submit-forms/deno.json tests/deno/handler-smoke.ts
// Plain web-standard TypeScript on purpose: the repo's Node tsconfig type-checks it too.
import { createSubmitFormsHandler, type SqlExecutor } from '../../supabase/functions/_shared/submit-forms-handler.ts';

const runtime = (globalThis as { Deno?: { version: { deno: string } } }).Deno;
if (!runtime) throw new Error('this smoke test must run under Deno');

const inserted: unknown[][] = [];
const db: SqlExecutor = {
  query<T>(sql: string, params: unknown[] = []) {
    if (sql.includes('private.hit_form_rate_limit')) {
      return Promise.resolve({ rows: [{ allowed: true, retry_after_seconds: 0 }] as T[] });
    }
    if (sql.startsWith('insert into public.contact_messages')) {
      inserted.push(params);
      return Promise.resolve({ rows: [{ id: '00000000-0000-4000-8000-000000000001' }] as T[] });
    }
    return Promise.reject(new Error(`unexpected SQL: ${sql}`));
  },
};
const handler = createSubmitFormsHandler({ db, salt: 'deno-smoke', allowedOrigin: 'https://site.example' });
const url = 'http://localhost/functions/v1/submit-forms';
const ctx = { clientAddress: '192.0.2.1' };

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`deno smoke failed: ${what}`);
  console.log(`ok - ${what}`);
}

const pre = await handler(new Request(url, { method: 'OPTIONS', headers: { origin: 'https://site.example' } }), ctx);
check(pre.status === 204 && pre.headers.get('access-control-allow-origin') === 'https://site.example', 'OPTIONS answers the site\'s CORS preflight');

const data = { firstName: '王小明', lastName: 'Σωκράτης', email: 'x@example.org', subject: 'Olá', message: '<b>oi</b>' };
const ok = await handler(new Request(url, { method: 'POST', body: JSON.stringify({ type: 'contact-message', data }) }), ctx);
const okBody = (await ok.json()) as { data?: { id: string } };
check(ok.status === 200 && okBody.data?.id === '00000000-0000-4000-8000-000000000001', 'POST stores a contact message');
check(inserted.length === 1 && inserted[0]!.includes('王小明') && inserted[0]!.includes('<b>oi</b>'), 'fields reach the INSERT verbatim');

const bad = await handler(new Request(url, { method: 'POST', body: JSON.stringify({ type: 'contact-message', data: {} }) }), ctx);
const badBody = (await bad.json()) as { issues: { field: string; message: string }[] };
check(bad.status === 400 && badBody.issues.some((i) => i.field === 'firstName' && i.message === 'Nome é obrigatório'), 'zod validation runs (400 in Portuguese)');

const get = await handler(new Request(url), ctx);
check(get.status === 405 && get.headers.get('allow') === 'POST, OPTIONS', 'GET is 405');
console.log(`deno ${runtime.version.deno}: all checks passed`);
