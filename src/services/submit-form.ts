// Both submissions go to the submit-forms function through supabase-js, loaded only when a form is
// sent: it validates, rate-limits and stores, then has the e-mail sent. supabase-js turns every
// non-2xx into FunctionsHttpError with one fixed message, so the status and the JSON body are read
// from error.context to tell 429 and 400 apart. A send that takes longer than SEND_TIMEOUT_MS is
// given up, so the button never stays on "Sending..." (the typed text stays, see form-drafts.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubmissionType } from '../forms/form-schemas.ts';
import { backendSettings } from './settings.ts';

/** What the function says of the e-mail: it sent it, it owes it (and retries), or it sends none. */
export type NotificationState = 'sent' | 'retrying' | 'off';
export type SubmitResult = { ok: true; id: string; notification: NotificationState } | { ok: false; status?: number; timedOut?: boolean; message: string };

export const SEND_TIMEOUT_MS = 15_000;

let client: Promise<SupabaseClient> | undefined;

function backendClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = backendSettings();
    return createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  });
  return client;
}

/** Reads status and message from any error supabase-js returns for a function call. */
export async function describeFunctionError(error: unknown): Promise<{ status?: number; timedOut?: boolean; message: string }> {
  const context = (error as { context?: unknown }).context;
  const message = error instanceof Error ? error.message : String(error);
  // A fetch aborted by the timeout: supabase-js wraps the AbortError (a DOMException) as the context.
  const aborted = typeof context === 'object' && context !== null && /abort|timeout/i.test(String((context as { name?: unknown }).name));
  if (aborted) return { message: `no answer within ${SEND_TIMEOUT_MS / 1000} s`, timedOut: true };
  if (context instanceof Response) {
    const body = (await context.clone().json().catch(() => undefined)) as { error?: unknown } | undefined;
    return { status: context.status, message: typeof body?.error === 'string' ? body.error : message };
  }
  return { message };
}

export async function submitForm(type: SubmissionType, data: object): Promise<SubmitResult> {
  const supabase = await backendClient();
  const { data: result, error } = await supabase.functions.invoke<{ data?: { id?: string; notification?: NotificationState } }>('submit-forms', {
    body: { type, data },
    timeout: SEND_TIMEOUT_MS,
  });
  if (error) return { ok: false, ...(await describeFunctionError(error)) };
  return { ok: true, id: String(result?.data?.id ?? ''), notification: result?.data?.notification ?? 'off' };
}
