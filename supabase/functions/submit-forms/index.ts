// Hosted entry of the submit-forms edge function (Supabase Edge Runtime / Deno).
// All behaviour lives in ../_shared/; this file only wires the Deno-specific parts: the server,
// the environment, the postgres driver and the client address.
//
// Environment (Supabase secrets; the README's "Deploying to hosted Supabase" shows the commands):
//   SUPABASE_DB_URL           set by Supabase; the connection is opened on first use, so
//                             OPTIONS / 405 answers never need the database.
//   FORMS_HASH_SALT, SITE_URL required: without them the function does not start.
//   FORMS_CLIENT_ADDRESS      where the trusted client address is read (default xff:1).
//   EMAILJS_*, CONTACT_RECIPIENT  the notification e-mail, sent by this function.
//   FORMS_RETRY_TOKEN         the secret pg_cron presents on POST /submit-forms/retry (owed e-mails).
import postgres from 'postgres';
import { entryCallback } from '../_shared/entry.ts';
import { functionConfig } from '../_shared/function-config.ts';
import { emailJsNotifier } from '../_shared/notification.ts';
import { createSubmitFormsHandler, type SqlExecutor } from '../_shared/submit-forms-handler.ts';

const config = functionConfig((name) => Deno.env.get(name));

let sql: postgres.Sql | undefined;

function database(): postgres.Sql {
  if (!sql) {
    const url = Deno.env.get('SUPABASE_DB_URL');
    if (!url) throw new Error('SUPABASE_DB_URL is not set');
    // prepare: false - Supabase's connection pooler (transaction mode) cannot keep
    // named prepared statements across transactions.
    sql = postgres(url, { prepare: false, max: 2, idle_timeout: 20, connect_timeout: 10 });
  }
  return sql;
}

// Adapts postgres.js to the handler's minimal executor interface.
const db: SqlExecutor = {
  async query<T>(text: string, params: unknown[] = []) {
    const rows = await database().unsafe(text, params as postgres.ParameterOrJSON<never>[]);
    return { rows: rows as unknown as T[] };
  },
};

// Supabase's edge runtime keeps an isolate alive for work handed to EdgeRuntime.waitUntil after the answer.
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime;

const handler = createSubmitFormsHandler({
  db,
  salt: config.salt,
  allowedOrigin: config.siteUrl,
  notifier: config.email && emailJsNotifier(config.email),
  retryToken: config.retryToken,
  background: edgeRuntime ? (task) => edgeRuntime.waitUntil(task) : undefined,
});

Deno.serve(entryCallback(handler, config.addressSource));
