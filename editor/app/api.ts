// The editor server's API (editor/shared/protocol.ts). Every request carries the editor's header, which
// a page from another site cannot add, so only this page can read and write the project's files.
import {
  API,
  EDITOR_HEADER,
  EDITOR_HEADER_VALUE,
  type FileResponse,
  type FilesResponse,
  type NewPageRequest,
  type NewPageResponse,
  type Problem,
  type RefusedResponse,
  type RemovePagePlan,
  type RemovePageResponse,
  type SchemaResponse,
  type SiteTranslations,
  type ValidateResponse,
} from '../shared/protocol.ts';

async function request<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), [EDITOR_HEADER]: EDITOR_HEADER_VALUE, ...init.headers },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { message: text };
  }
  return { status: response.status, body: body as T };
}

async function expectOk<T>(path: string, init?: RequestInit): Promise<T> {
  const { status, body } = await request<T & RefusedResponse>(path, init);
  if (status !== 200) throw new Error((body as RefusedResponse).message ?? `${path}: the editor's server answered ${status}`);
  return body;
}

export const listFiles = () => expectOk<FilesResponse>('/files');
export const readFile = (path: string) => expectOk<FileResponse>(`/file?path=${encodeURIComponent(path)}`);
export const readSchema = () => expectOk<SchemaResponse>('/schema');

/** The file as it is on disk now, or undefined when it is no longer there (deleted on disk). */
export async function readFileIfThere(path: string): Promise<FileResponse | undefined> {
  const body = await expectOk<FileResponse>(`/file?path=${encodeURIComponent(path)}&gone=ok`);
  return body.gone ? undefined : body;
}

export function validateDocuments(documents: Record<string, unknown>, signal?: AbortSignal): Promise<ValidateResponse> {
  return expectOk<ValidateResponse>('/validate', { method: 'POST', body: JSON.stringify({ documents }), signal });
}

export type SaveResult =
  | { outcome: 'saved'; version: string }
  | { outcome: 'invalid'; problems: Problem[] }
  | { outcome: 'stale'; message: string }
  /** The file is no longer on disk (deleted there since it was read). */
  | { outcome: 'gone'; message: string }
  | { outcome: 'refused'; message: string };

/** Writes the document; `create`: the file was deleted on disk and is written again (editor/shared/protocol.ts). */
export async function saveFile(path: string, data: unknown, version: string, options: { create?: boolean } = {}): Promise<SaveResult> {
  const { status, body } = await request<RefusedResponse & { version?: string }>('/save', {
    method: 'POST',
    body: JSON.stringify({ path, data, version, ...(options.create ? { create: true } : {}) }),
  });
  if (status === 200 && body.version) return { outcome: 'saved', version: body.version };
  if (status === 400) return { outcome: 'invalid', problems: body.problems ?? [] };
  if (status === 409) return { outcome: 'stale', message: body.message ?? 'The file changed on disk since it was opened.' };
  if (status === 404 && !options.create) return { outcome: 'gone', message: body.message ?? `${path} is no longer on disk.` };
  return { outcome: 'refused', message: body.message ?? `The editor's server refused the save (${status}).` };
}

/** Creates a page (its file, route and sidebar entry): the new page, or the server's reason for refusing it. */
export async function createPage(page: NewPageRequest): Promise<{ created: NewPageResponse } | { refused: string }> {
  const { status, body } = await request<NewPageResponse & RefusedResponse>('/new-page', { method: 'POST', body: JSON.stringify(page) });
  return status === 200 ? { created: body } : { refused: body.message ?? `The editor's server refused the page (${status}).` };
}

/** What removing the page a document holds would take with it, or the server's reason for refusing (the home page). */
export async function planPageRemoval(document: string): Promise<{ plan: RemovePagePlan } | { refused: string }> {
  const { status, body } = await request<RemovePagePlan & RefusedResponse>('/remove-page/plan', { method: 'POST', body: JSON.stringify({ document }) });
  return status === 200 ? { plan: body } : { refused: body.message ?? `The editor's server refused to plan the removal (${status}).` };
}

/** Removes the page as planned, if no file it touches changed since: what was written, or why nothing was. */
export async function removePage(plan: Pick<RemovePagePlan, 'path' | 'versions'>): Promise<{ removed: RemovePageResponse } | { refused: string; problems?: Problem[] }> {
  const { status, body } = await request<RemovePageResponse & RefusedResponse>('/remove-page', { method: 'POST', body: JSON.stringify({ path: plan.path, versions: plan.versions }) });
  return status === 200 ? { removed: body } : { refused: body.message ?? `The editor's server refused the removal (${status}).`, problems: body.problems };
}

/** Every file's waiting and stale texts as they are on disk (the Translations view). */
export const readTranslations = () => expectOk<SiteTranslations>('/translations');
