// Checks that span files, which a JSON Schema cannot express: links point to routes that exist,
// every route has its document, locale files agree with the reference, referenced files exist,
// every link to /contact says what the message is about.
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { escapePointer, walkObjects } from '../../src/lib/json-walk.ts';
import { checkBrand } from './brand-checks.ts';
import { checkCollections } from './collection-checks.ts';
import { checkContactSubjects } from './contact-checks.ts';
import { checkDownloads } from './download-checks.ts';
import { checkMedia } from './media/media-checks.ts';
import { checkViews } from './view-checks.ts';
import { checkTranslations } from './translation-checks.ts';
import type { JsonFile, ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

const REFERENCE_LOCALE = 'locales/pt.json';
/** A locale key's variant for a feminine identity ('flowchart.professor.feminine'), and the locales whose language has no grammatical gender. */
const FEMININE = '.feminine';
const GENDERLESS_LOCALES = new Set(['locales/en.json']);

function knownPaths(site: SiteDocument): Set<string> {
  return new Set([...site.routes.map((r) => r.path), ...site.aliases.map((a) => a.path), ...site.plannedRoutes]);
}

function checkRouteTable(files: ProjectFiles, site: SiteDocument): Problem[] {
  const file = files.site.file;
  const problems: Problem[] = [];
  const documents = new Set(files.pages.map((p) => p.file));
  const registered = new Set(site.routes.map((r) => r.path));
  const seen = new Map<string, string>();
  const claim = (path: string, pointer: string) => {
    const first = seen.get(path);
    if (first) problems.push({ file, pointer, message: `path "${path}" is already declared at ${first}` });
    else seen.set(path, pointer);
  };
  site.routes.forEach((route, i) => {
    claim(route.path, `/routes/${i}/path`);
    if (!documents.has(`pages-data/${route.document}.json`))
      problems.push({ file, pointer: `/routes/${i}/document`, message: `route "${route.path}" needs the document pages-data/${route.document}.json, which does not exist` });
  });
  site.aliases.forEach((alias, i) => {
    claim(alias.path, `/aliases/${i}/path`);
    if (!registered.has(alias.target))
      problems.push({ file, pointer: `/aliases/${i}/target`, message: `alias target "${alias.target}" is not a registered route` });
  });
  site.plannedRoutes.forEach((path, i) => claim(path, `/plannedRoutes/${i}`));
  const used = new Set(site.routes.map((r) => `pages-data/${r.document}.json`));
  for (const page of files.pages)
    if (!used.has(page.file)) problems.push({ file: page.file, pointer: '', message: 'this document is not used by any route in pages-data/site.json' });
  return problems;
}

/** Paths with a file extension point into public/ (a PDF, an image). */
const isFilePath = (path: string) => /\.[a-z0-9]+$/.test(path);

function checkInternalLinks(doc: JsonFile, known: Set<string>, publicFiles: Set<string>): Problem[] {
  const problems: Problem[] = [];
  walkObjects(doc.data, (node, pointer) => {
    for (const key of ['href', 'path'] as const) {
      const value = node[key];
      if (typeof value !== 'string' || !value.startsWith('/')) continue;
      if (doc.file.endsWith('site.json') && key === 'path') continue; // declarations, checked above
      const path = value.split('#')[0] ?? value;
      if (isFilePath(path)) {
        if (!publicFiles.has(path)) problems.push({ file: doc.file, pointer: `${pointer}/${key}`, message: `links to public${path}, which does not exist` });
        continue;
      }
      if (!known.has(path))
        problems.push({ file: doc.file, pointer: `${pointer}/${key}`, message: `links to "${path}", which is not a registered route, alias or planned route in pages-data/site.json` });
    }
  });
  return problems;
}

function checkReferences(doc: JsonFile, site: SiteDocument): Problem[] {
  const problems: Problem[] = [];
  walkObjects(doc.data, (node, pointer) => {
    if ((node.type === 'profileLinks' || node.type === 'cvHeader') && Array.isArray(node.links))
      node.links.forEach((key, i) => {
        if (typeof key === 'string' && !site.identity.links[key])
          problems.push({ file: doc.file, pointer: `${pointer}/links/${i}`, message: `no link "${key}" in identity.links of pages-data/site.json` });
      });
  });
  return problems;
}

function localeKeys(locale: JsonFile): string[] {
  return Object.keys((locale.data as object) ?? {}).filter((k) => k !== '$schema');
}

function checkLocales(files: ProjectFiles, site: SiteDocument): Problem[] {
  const reference = files.locales.find((l) => l.file === REFERENCE_LOCALE);
  if (!reference) return [{ file: REFERENCE_LOCALE, pointer: '', message: 'the reference locale file is missing' }];
  const problems: Problem[] = [];
  const referenceKeys = new Set(localeKeys(reference));
  for (const locale of files.locales.filter((l) => l !== reference)) {
    const keys = new Set(localeKeys(locale));
    // A word's feminine variant (identity.gender): a language without grammatical gender (English) needs none.
    const genderless = GENDERLESS_LOCALES.has(locale.file);
    for (const key of referenceKeys)
      if (!keys.has(key) && !(genderless && key.endsWith(FEMININE)))
        problems.push({ file: locale.file, pointer: '', message: `missing key "${key}", which ${REFERENCE_LOCALE} has` });
    for (const key of keys)
      if (!referenceKeys.has(key))
        problems.push({ file: locale.file, pointer: `/${escapePointer(key)}`, message: `key "${key}" is not in ${REFERENCE_LOCALE} (the reference); add it there or remove it here` });
  }
  for (const locale of files.locales)
    for (const key of localeKeys(locale))
      if (key.endsWith(FEMININE) && !localeKeys(locale).includes(key.slice(0, -FEMININE.length)))
        problems.push({ file: locale.file, pointer: `/${escapePointer(key)}`, message: `"${key}" is a feminine variant of "${key.slice(0, -FEMININE.length)}", which this file does not have` });
  site.sidebar.forEach((entry, i) => {
    if (typeof entry.label === 'string' && !referenceKeys.has(entry.label))
      problems.push({ file: files.site.file, pointer: `/sidebar/${i}/label`, message: `label key "${entry.label}" is not in ${REFERENCE_LOCALE}` });
  });
  return problems;
}

/** Runs the cross-file checks; expects every file to have passed its schema already. */
export function checkProject(files: ProjectFiles): Problem[] {
  const site = files.site.data as SiteDocument;
  const known = knownPaths(site);
  return [
    ...checkRouteTable(files, site),
    ...checkInternalLinks(files.site, known, files.publicFiles),
    ...files.pages.flatMap((page) => [...checkInternalLinks(page, known, files.publicFiles), ...checkReferences(page, site)]),
    ...checkCollections(files),
    ...checkViews(files),
    ...checkContactSubjects(files),
    ...checkDownloads(files),
    ...checkMedia(files),
    ...checkLocales(files, site),
    ...checkTranslations(files),
    ...checkBrand(files),
  ];
}
