// The page's side of the import API (editor/shared/import-protocol.ts), with the editor's header.
import { API, EDITOR_HEADER, EDITOR_HEADER_VALUE } from '../../shared/protocol.ts';
import type { ImportResponse } from '../../shared/import-protocol.ts';

export type ImportResult = { ok: true; response: ImportResponse } | { ok: false; message: string; report?: string };

/** Plans the file (apply false) or plans and writes it (apply true). */
export async function sendImport(file: File, apply: boolean): Promise<ImportResult> {
  const query = new URLSearchParams({ name: file.name, ...(apply ? { apply: '1' } : {}) });
  const response = await fetch(`${API}/import?${query}`, { method: 'POST', body: file, headers: { [EDITOR_HEADER]: EDITOR_HEADER_VALUE, 'content-type': 'application/octet-stream' } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, response: body as unknown as ImportResponse };
  return { ok: false, message: typeof body.message === 'string' ? body.message : `The editor's server refused the file (${response.status}).`, ...(typeof body.report === 'string' ? { report: body.report } : {}) };
}
