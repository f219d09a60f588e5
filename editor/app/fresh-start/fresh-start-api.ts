// The page's side of the Start fresh API (editor/shared/fresh-start-protocol.ts), with the editor's header.
import type { FreshStartAnswers, FreshStartRequest, FreshStartResponse } from '../../shared/fresh-start-protocol.ts';
import { API, EDITOR_HEADER, EDITOR_HEADER_VALUE } from '../../shared/protocol.ts';

export type FreshStartResult = { ok: true; response: FreshStartResponse } | { ok: false; message: string };

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Plans the fresh start (apply false) or plans and writes it (apply true). */
export async function sendFreshStart(answers: FreshStartAnswers, lattes: File | null, apply: boolean): Promise<FreshStartResult> {
  const body: FreshStartRequest = { answers, apply, ...(lattes ? { lattes: { name: lattes.name, base64: await base64Of(lattes) } } : {}) };
  const response = await fetch(`${API}/fresh-start`, { method: 'POST', body: JSON.stringify(body), headers: { [EDITOR_HEADER]: EDITOR_HEADER_VALUE, 'content-type': 'application/json' } });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, response: answer as unknown as FreshStartResponse };
  return { ok: false, message: typeof answer.message === 'string' ? answer.message : `The editor's server refused it (${response.status}).` };
}
