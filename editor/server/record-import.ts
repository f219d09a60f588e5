// POST import: the editor's Import reads a Lattes export (.xml, .zip), a BibTeX (.bib) or ORCID (.json) file, plans it with the same
// re-sync engine as `npm run import:*`, answers the same report, and writes it only when asked to
// apply. Nothing is kept between the two requests: apply plans the same bytes again against the disk.
import type { IncomingMessage } from 'node:http';
import { importBibtex, toParsedSource } from '../../scripts/lib/bibtex-import.ts';
import { LattesRefused, parseLattes } from '../../scripts/lib/lattes/index.ts';
import { OrcidRefused, parseOrcidWorks } from '../../scripts/lib/orcid-import.ts';
import { applyPlan, formatPlan, ImportRefused, planChangesFiles, planImport, type ParsedSource } from '../../scripts/lib/record-import/index.ts';
import type { ImportResponse } from '../shared/import-protocol.ts';
import { HttpError } from './http.ts';
import type { EditorDirs } from './project.ts';

const IMPORT_SIZE_LIMIT = 20 * 1024 * 1024;

/** The file as the engine takes it, by its name's extension; a plain 400 when it cannot be read. */
export function parseUpload(name: string, bytes: Uint8Array): ParsedSource {
  const text = () => new TextDecoder('utf-8').decode(bytes);
  if (/\.bib$/i.test(name)) return toParsedSource(importBibtex(text()), name);
  if (/\.json$/i.test(name)) {
    try {
      return parseOrcidWorks(JSON.parse(text()), name);
    } catch (error) {
      if (error instanceof SyntaxError) throw new HttpError(400, `${name} is not valid JSON (${error.message})`);
      if (error instanceof OrcidRefused) throw new HttpError(400, error.message);
      throw error;
    }
  }
  if (/\.(xml|zip)$/i.test(name)) {
    try {
      return parseLattes(bytes, name);
    } catch (error) {
      if (error instanceof LattesRefused) throw new HttpError(400, error.message);
      throw error;
    }
  }
  throw new HttpError(400, `${name} is not a file the import reads: choose a Lattes export (.xml or .zip), a BibTeX .bib or an ORCID works .json`);
}

export function importUpload(dirs: EditorDirs, name: string, bytes: Uint8Array, apply: boolean): ImportResponse {
  const options = { root: dirs.root, ...(dirs.schemaRoot ? { schemaRoot: dirs.schemaRoot } : {}) };
  const plan = planImport(parseUpload(name, bytes), options);
  const response: ImportResponse = { report: formatPlan(plan), changes: planChangesFiles(plan), writable: plan.problems.length === 0 };
  if (!apply) return response;
  try {
    return { ...response, written: applyPlan(plan, options).written };
  } catch (error) {
    if (error instanceof ImportRefused) throw new HttpError(400, error.message, { message: error.message, report: response.report });
    throw error;
  }
}

export async function importRoute(req: IncomingMessage, url: URL, dirs: EditorDirs): Promise<[number, ImportResponse]> {
  const name = url.searchParams.get('name') ?? '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMPORT_SIZE_LIMIT) throw new HttpError(413, 'the file is larger than 20 MB; an import file is much smaller');
    chunks.push(chunk);
  }
  return [200, importUpload(dirs, name, Buffer.concat(chunks), url.searchParams.get('apply') === '1')];
}
