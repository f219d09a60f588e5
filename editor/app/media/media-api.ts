// The page's side of the media API (editor/shared/media-protocol.ts), with the editor's header on
// every request like the rest of the API (editor/app/api.ts).
import { API, EDITOR_HEADER, EDITOR_HEADER_VALUE } from '../../shared/protocol.ts';
import type { MediaConflictResponse, MediaListResponse, MediaUploadResponse } from '../../shared/media-protocol.ts';

export async function listMedia(): Promise<MediaListResponse> {
  const response = await fetch(`${API}/media`, { headers: { [EDITOR_HEADER]: EDITOR_HEADER_VALUE } });
  if (!response.ok) throw new Error(`The editor's server could not list pages-data/media/ (${response.status}).`);
  return (await response.json()) as MediaListResponse;
}

export type UploadResult =
  | { outcome: 'added'; file: MediaUploadResponse }
  | { outcome: 'conflict'; conflict: MediaConflictResponse }
  | { outcome: 'refused'; message: string };

/** Sends the file as it is; `replace` names the file the owner chose to replace after a conflict. */
export async function uploadMedia(file: File, options: { name?: string; replace?: string } = {}): Promise<UploadResult> {
  const query = new URLSearchParams({ name: options.name ?? file.name, ...(options.replace ? { replace: options.replace } : {}) });
  const response = await fetch(`${API}/media?${query}`, {
    method: 'POST',
    body: file,
    headers: { [EDITOR_HEADER]: EDITOR_HEADER_VALUE, 'content-type': file.type || 'application/octet-stream' },
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 200) return { outcome: 'added', file: body as unknown as MediaUploadResponse };
  if (response.status === 409) return { outcome: 'conflict', conflict: body as unknown as MediaConflictResponse };
  return { outcome: 'refused', message: typeof body.message === 'string' ? body.message : `The editor's server refused the file (${response.status}).` };
}
