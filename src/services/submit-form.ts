// Step 2 of both submissions: the submit-forms function through supabase-js, loaded only when a
// form is sent. supabase-js turns every non-2xx into FunctionsHttpError with one fixed message, so
// the status and the JSON body are read from error.context to tell 429 and 400 apart.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SubmissionType } from '../forms/form-schemas.ts';
import { backendSettings } from './settings.ts';

export type SubmitResult = { ok: true; id: string } | { ok: false; status?: number; message: string };

let client: Promise<SupabaseClient> | undefined;

function backendClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = backendSettings();
    return createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  });
  return client;
}

/** Reads status and message from any error supabase-js returns for a function call. */
export async function describeFunctionError(error: unknown): Promise<{ status?: number; message: string }> {
  const context = (error as { context?: unknown }).context;
  const message = error instanceof Error ? error.message : String(error);
  if (context instanceof Response) {
    const body = (await context.clone().json().catch(() => undefined)) as { error?: unknown } | undefined;
    return { status: context.status, message: typeof body?.error === 'string' ? body.error : message };
  }
  return { message };
}

export async function submitForm(type: SubmissionType, data: object): Promise<SubmitResult> {
  const supabase = await backendClient();
  const { data: result, error } = await supabase.functions.invoke<{ data?: { id?: string } }>('submit-forms', { body: { type, data } });
  if (error) return { ok: false, ...(await describeFunctionError(error)) };
  return { ok: true, id: String(result?.data?.id ?? '') };
}
