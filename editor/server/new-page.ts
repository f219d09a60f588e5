// POST new-page: a page created from the editor, in one request that writes every file or none: the
// page document (its meta and a pageHeader block), its route in site.json and, if asked, its sidebar
// entry, labelled with the page's own title (no locale key to add). The request is checked here first,
// each refusal with its reason, and then by the build's own validation of the project with both files
// laid over the disk, exactly as a save is. site.json is written as a save writes it: only if it is
// still at the version the dialog was filled in from, checked again just before the rename (409).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { NewPageRequest, NewPageResponse } from '../shared/protocol.ts';
import { formatPreservingWrite } from '../../scripts/lib/format-preserving-write.ts';
import { trimTrailingSlashes } from '../../scripts/lib/http-guards.ts';
import { reservedAddressReason } from '../../scripts/lib/reserved-paths.ts';
import { HttpError } from './http.ts';
import type { EditorProject } from './project.ts';
import { newProblems, textAtVersion, writeAtomically, writeOver } from './save.ts';

const SITE = 'pages-data/site.json';
/** site.json's own pattern for a route's path, without the root (which is the home page). */
const PAGE_PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
/** Far longer than any address a visitor would type, and checked before anything else reads the text. */
export const MAX_PAGE_PATH_LENGTH = 200;

type Text = NewPageRequest['title'];
interface Site {
  routes: { path: string; document: string }[];
  aliases?: { path: string }[];
  plannedRoutes?: string[];
  sidebar: unknown[];
}

const refuse = (message: string): never => {
  throw new HttpError(400, message, { message });
};

/** A save's 409 for site.json, and what the dialog's owner does about it. */
function unlessChanged<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    throw new HttpError(409, error.message, { ...error.body, message: `${String(error.body.message)}. Nothing was written: open New page again to place the page in the sidebar as it is now.` });
  }
}

/** The text as the file holds it: the languages given, Portuguese first, none empty. */
function text(value: unknown, what: string): Text {
  const given = (value ?? {}) as Record<string, unknown>;
  const pt = typeof given.pt === 'string' ? given.pt.trim() : '';
  if (!pt) refuse(`The page needs its ${what} in Portuguese (the reference language); English and Spanish may wait.`);
  const out: Text = { pt };
  for (const language of ['en', 'es'] as const) {
    const translation = typeof given[language] === 'string' ? (given[language] as string).trim() : '';
    if (translation) out[language] = translation;
  }
  return out;
}

/** The icons site.json accepts, from the schema on disk. */
function iconNames(project: EditorProject): string[] {
  const root = project.dirs.schemaRoot ?? project.dirs.root;
  return (JSON.parse(readFileSync(join(root, 'schemas/common/icon.schema.json'), 'utf8')) as { enum: string[] }).enum;
}

/** The page's file name from its path: "/research/lab" → "research-lab". */
export const documentNameOf = (path: string) => path.slice(1).replaceAll('/', '-');

export function createPage(project: EditorProject, body: unknown): NewPageResponse {
  const request = (body ?? {}) as Partial<NewPageRequest>;
  const title = text(request.title, 'title');
  const description = text(request.description, 'description (one sentence for search results)');
  const path = addressOf(request.path);
  const reserved = reservedAddressReason(path, project.dirs.root);
  if (reserved) refuse(reserved);
  if (typeof request.icon !== 'string' || !request.icon) refuse('Choose an icon for the page.');
  if (!iconNames(project).includes(request.icon!)) refuse(`"${request.icon}" is not one of the site's icons.`);

  if (typeof request.siteVersion !== 'string' || !request.siteVersion)
    refuse(`Say which version of ${SITE} the page was planned on (siteVersion, as GET file gives it), so that an edit made since is not written over.`);
  const siteText = unlessChanged(() => textAtVersion(project, SITE, request.siteVersion!));
  const site = JSON.parse(siteText) as Site;
  if (site.routes.some((route) => route.path === path)) refuse(`${path} is already a page of the site.`);
  if (site.aliases?.some((alias) => alias.path === path)) refuse(`${path} already leads to another page (an alias in site.json).`);
  if (site.plannedRoutes?.includes(path)) refuse(`${path} is reserved for a planned page (plannedRoutes in site.json).`);
  const name = documentNameOf(path);
  const document = `pages-data/${name}.json`;
  // site.json and metrics.json (the counts a refresh writes) are no page, and keep their names even before they exist.
  if (existsSync(join(project.dirs.root, document)) || name === 'site' || name === 'metrics') refuse(`${document} already exists; choose another address.`);

  const next: Site = { ...site, routes: [...site.routes, { path, document: name }] };
  if (request.sidebar) {
    const position = request.sidebar.position;
    if (!Number.isInteger(position) || position < 0 || position > site.sidebar.length) refuse(`The sidebar has ${site.sidebar.length} entries: the new one goes at a position from 1 to ${site.sidebar.length + 1}.`);
    next.sidebar = [...site.sidebar.slice(0, position), { path, label: title, icon: request.icon }, ...site.sidebar.slice(position)];
  }
  const page = {
    $schema: '../schemas/page.schema.json',
    version: 1,
    meta: { title, description },
    blocks: [{ type: 'pageHeader', title, subtitle: description }],
  };

  const problems = newProblems(project, { [SITE]: next, [document]: page });
  if (problems.length) throw new HttpError(400, 'the new page is not valid', { message: `The page was not created: ${problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('; ')}`, problems });

  // Every text is ready before anything is written; the new file goes first, and is taken back if
  // site.json cannot be written (changed on disk during the validation, among others), so the project
  // never holds one without the other.
  const siteOutput = formatPreservingWrite(siteText, next);
  const full = join(project.dirs.root, document);
  writeAtomically(full, `${JSON.stringify(page, null, 2)}\n`);
  try {
    unlessChanged(() => writeOver(project, SITE, siteText, siteOutput));
  } catch (error) {
    rmSync(full, { force: true });
    throw error;
  }
  return { document, path };
}

/**
 * The address as site.json writes it, or a refusal: its length is checked before anything reads it
 * (a trim by regular expression took 5 s over 40,000 slashes), then its trailing slashes go in one pass.
 */
function addressOf(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  if (raw.length > MAX_PAGE_PATH_LENGTH) refuse(`The address has ${raw.length} characters; a page's address has at most ${MAX_PAGE_PATH_LENGTH}.`);
  const path = trimTrailingSlashes(raw.trim());
  if (!PAGE_PATH.test(path)) refuse(`"${path}" is not a page address: it starts with / and has lowercase letters, digits and hyphens, with / between parts (for example /seminars).`);
  return path;
}
