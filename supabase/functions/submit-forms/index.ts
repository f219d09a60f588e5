// Hosted entry of the submit-forms edge function (Supabase Edge Runtime / Deno).
// All behaviour lives in ../_shared/submit-forms-handler.ts; this file only wires the
// Deno-specific parts: the server, the environment, the postgres driver and the
// client address.
//
// Environment:
//   SUPABASE_DB_URL           set by Supabase; the connection is opened on first use, so
//                             OPTIONS / 405 answers never need the database.
//   FORMS_HASH_SALT           secret salt for the client-address hash (supabase secrets set);
//                             falls back to SUPABASE_SERVICE_ROLE_KEY, which is secret and
//                             always present when hosted. With neither, POST answers 500.
import postgres from 'postgres';
import { createSubmitFormsHandler, type SqlExecutor } from '../_shared/submit-forms-handler.ts';

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

const handler = createSubmitFormsHandler({
  db,
  salt: Deno.env.get('FORMS_HASH_SALT') ?? Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
});

Deno.serve((req, info) => {
  // Supabase's edge puts the visitor's address first in x-forwarded-for; the socket
  // peer is the edge itself, so it is only a fallback (e.g. when run with plain deno).
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  // `info` is optional-chained: not every Deno.serve host is guaranteed to pass it.
  const remote = (info as Deno.ServeHandlerInfo | undefined)?.remoteAddr;
  const socket = remote?.transport === 'tcp' ? remote.hostname : 'unknown';
  return handler(req, { clientAddress: forwarded || socket });
});
