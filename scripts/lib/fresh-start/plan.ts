// `npm run start:fresh` and the editor's Start fresh, planned: the project as it would be once the sample
// is gone, worked out in a scratch copy and validated there, so the dry run shows exactly what --write
// (or Apply) writes. In order: her identity (answers, then what site.json holds that is not the sample's);
// the sample's records out of every collection; the sample's texts out of the pages; her Lattes export
// imported by the re-sync engine, with her identity's fields as seeds; then the pages made whole
// against the records now there (prune.ts), and the files only the sample used.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLattes } from '../lattes/index.ts';
import { readLattesExport } from '../lattes/read-file.ts';
import { attr, child } from '../lattes/xml-tree.ts';
import { applyPlan, formatPlan, planImport } from '../record-import/index.ts';
import { formatPreservingWrite, jsonEqual } from '../format-preserving-write.ts';
import { collectionName, readProjectFiles } from '../project-files.ts';
import type { Problem } from '../problems.ts';
import { createSchemaRegistry } from '../schema-registry.ts';
import { validateFiles } from '../validate-project.ts';
import { holdsSample, sampleFinder, SAMPLE_IDENTITY, textsOf } from '../check/sample-parts.ts';
import { freshIdentity, lattesIdentitySeeds, missingFields, type Answers, type IdentityPlan } from './identity.ts';
import { cleanBlocks, neutralDescription, type PageChange } from './page-texts.ts';
import { dropEmptyLists, dropGoneIds, dropSampleTexts, pruneUntilValid, summarized, type Changes, type Pages } from './prune.ts';
import { cleanCollection, type CollectionCleaning } from './records.ts';

type Rec = Record<string, unknown>;

export interface FreshStartOptions {
  root: string;
  /** Where schemas/ lives, when not under root. */
  schemaRoot?: string;
  answers: Answers;
  /** Her Lattes export (.xml or .zip), as bytes, with its name for the report. */
  lattes?: { bytes: Uint8Array; name: string };
}

export interface FreshStartPlan {
  identity: IdentityPlan;
  /** Whether the sample was still there: when not (a second run), her records and texts are left as they are. */
  sampleThere: boolean;
  /** What the Lattes export fills in the identity. */
  seeded: string[];
  /** Required identity fields neither her answers nor the export give: nothing is written until they are. */
  missing: string[];
  collections: CollectionCleaning[];
  /** Per page document, what was taken out: hers to write. */
  pages: { file: string; path?: string; changes: PageChange[] }[];
  /** Files only the sample used (its drawings, portrait, campus map), deleted. */
  removedFiles: string[];
  /** The Lattes import's own report, when there was one. */
  importReport?: string;
  /** Why the result would not validate (beyond the missing answers); nothing is written while there are any. */
  problems: Problem[];
  /** Texts the result still holds of the sample, outside the pages (a collection's own title, say). */
  leftovers: string[];
  /** Each file to write (its new text) or delete (null), from the project's root, with its text when planned. */
  writes: { file: string; text: string | null; before: string | null }[];
}

const readText = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

/** The BibTeX file's comments before its first entry: the sample's entries go, its explanation stays. */
function bibHeader(text: string): string {
  const first = text.search(/^@/m);
  const head = first < 0 ? text : text.slice(0, first);
  return `${head.split('\n').filter((line) => line.startsWith('%') && !/10\.5555|sample/i.test(line)).join('\n')}\n`;
}

/**
 * .env with SITE_URL set: the line replaced where it is, else added. A new .env holds that line alone
 * (.env.example explains the others): an empty VITE_* line is not the same as none.
 */
function envWithSiteUrl(root: string, siteUrl: string): string {
  const text = readText(join(root, '.env')) ?? '# The site\'s settings (see .env.example); written by npm run start:fresh.\n';
  const line = `SITE_URL=${siteUrl.replace(/\/+$/, '')}`;
  return /^SITE_URL=.*$/m.test(text) ? text.replace(/^SITE_URL=.*$/m, line) : `${text.replace(/\n?$/, '\n')}${line}\n`;
}

/** Every string of the documents that names a file: what the media and public files are used by. */
function namesIn(documents: unknown[]): Set<string> {
  return new Set(documents.flatMap((document) => textsOf(document)));
}

export function planFreshStart(options: FreshStartOptions): FreshStartPlan {
  const { root, answers } = options;
  const schemaRoot = options.schemaRoot ?? root;
  const files = readProjectFiles({ root, schemaRoot });
  const site = structuredClone(files.site.data) as Rec;
  const current = (site.identity as Rec | undefined) ?? {};

  // Her Lattes export, read once for her identity; the records are parsed by the import below.
  const lattesRoot = options.lattes && readLattesExport(options.lattes.bytes, options.lattes.name).root;
  const identitySeeds = lattesRoot ? lattesIdentitySeeds(lattesRoot) : [];
  const lattesName = lattesRoot ? attr(child(lattesRoot, 'DADOS-GERAIS'), 'NOME-COMPLETO') : '';
  const citationNames = identitySeeds.find((seed) => seed.path[1] === 'citationNames')?.value as string[] | undefined;
  const ownerName = answers.name?.trim() || (current.name !== undefined && current.name !== SAMPLE_IDENTITY.name ? String(current.name) : '') || lattesName;
  // Her own name never counts as the sample's, whatever words it shares with it.
  const find = sampleFinder({ name: ownerName, citationNames: [...(citationNames ?? []), ...((current.citationNames as string[] | undefined) ?? [])] });

  // The sample is still there while the identity is its own or a record or page names it. Once it is
  // gone (a second run, after she wrote her texts and added records by hand), only what names it goes.
  const sampleThere = current.name === SAMPLE_IDENTITY.name || [...files.collections, ...files.pages].some((file) => holdsSample(file.data, find));

  const identity = freshIdentity(current, answers, find);
  site.identity = identity.identity;

  const collections = new Map(files.collections.map((file) => [collectionName(file.file), structuredClone(file.data) as Rec]));
  const cleanings = [...collections].map(([name, document]) => cleanCollection(name, document, find, sampleThere));

  const changes: Changes = new Map();
  const pages: Pages = new Map(files.pages.map((file) => [file.file, structuredClone(file.data) as Rec]));
  for (const [file, page] of pages) {
    const list: PageChange[] = [];
    if (sampleThere) {
      neutralDescription(page, ownerName || 'site', list);
      page.blocks = cleanBlocks((page.blocks as Rec[]) ?? [], list);
    }
    changes.set(file, list);
  }

  // The scratch copy: the cleaned files, where the import plans and writes as it would in the project.
  const scratch = mkdtempSync(join(tmpdir(), 'fresh-start-'));
  try {
    cpSync(join(root, 'pages-data'), join(scratch, 'pages-data'), { recursive: true });
    cpSync(join(root, 'locales'), join(scratch, 'locales'), { recursive: true });
    if (existsSync(join(root, 'public'))) symlinkSync(join(root, 'public'), join(scratch, 'public'), 'dir');
    const writeJson = (file: string, data: unknown) => writeFileSync(join(scratch, file), `${JSON.stringify(data, null, 2)}\n`);
    writeJson('pages-data/site.json', site);
    for (const [name, document] of collections) writeJson(`pages-data/collections/${name}.json`, document);
    for (const [file, page] of pages) writeJson(file, page);

    let importReport: string | undefined;
    const problems: Problem[] = [];
    let seeded: string[] = [];
    if (options.lattes) {
      const parsed = parseLattes(options.lattes.bytes, options.lattes.name);
      parsed.seeds = [...identitySeeds, ...(parsed.seeds ?? [])];
      const plan = planImport(parsed, { root: scratch, schemaRoot });
      importReport = formatPlan(plan);
      if (plan.problems.length) problems.push(...plan.problems.map((p) => ({ file: p.field ?? options.lattes!.name, pointer: '', message: `${p.origin}: ${p.message}` })));
      else {
        applyPlan(plan, { root: scratch, schemaRoot });
        seeded = plan.seeded.flatMap((file) => file.filled);
      }
      // What the import wrote, read back: the pages are made whole against it.
      const read = (file: string) => JSON.parse(readFileSync(join(scratch, file), 'utf8')) as Rec;
      Object.assign(site, read('pages-data/site.json'));
      for (const name of collections.keys()) collections.set(name, read(`pages-data/collections/${name}.json`));
    }
    const missing = missingFields(site.identity as Rec, []);

    dropGoneIds(pages, collections, changes);
    dropEmptyLists(pages, collections, changes);
    dropSampleTexts(pages, find, changes);
    const registry = createSchemaRegistry(files.schemas);
    const documents = () => ({ 'pages-data/site.json': site, ...Object.fromEntries([...collections].map(([name, data]) => [`pages-data/collections/${name}.json`, data])), ...Object.fromEntries(pages) });
    const validate = () => validateFiles(readProjectFiles({ root: scratch, schemaRoot, documents: documents() }), registry, { crossFileDespiteSchemaErrors: true });
    const remaining = pruneUntilValid(pages, validate, changes);
    // A required identity field not given is a missing answer, said once as such, not a problem of site.json.
    problems.push(...remaining.filter((problem) => !(problem.file === 'pages-data/site.json' && missing.some((field) => problem.message.includes(`"${field}"`)))));

    // Files only the sample used: named before, named by nothing now.
    const before = namesIn([files.site.data, ...files.pages.map((f) => f.data), ...files.collections.map((f) => f.data)]);
    const after = namesIn(Object.values(documents()));
    const removedFiles = [
      ...[...files.mediaFiles].filter((name) => before.has(name) && !after.has(name)).map((name) => `pages-data/media/${name}`),
      ...[...files.publicFiles].filter((path) => before.has(path) && !after.has(path)).map((path) => `public${path}`),
    ];

    const leftovers = [...collections].flatMap(([name, document]) =>
      Object.entries(document)
        .filter(([, value]) => !Array.isArray(value) && holdsSample(value, find))
        .map(([key]) => `pages-data/collections/${name}.json: its "${key}" still names the sample`),
    );

    const writes: FreshStartPlan['writes'] = [];
    const write = (file: string, data: unknown, original: unknown) => {
      if (jsonEqual(data, original)) return;
      const before = readFileSync(join(root, file), 'utf8');
      writes.push({ file, text: formatPreservingWrite(before, data), before });
    };
    write('pages-data/site.json', site, files.site.data);
    for (const file of files.collections) write(file.file, collections.get(collectionName(file.file)), file.data);
    for (const file of files.pages) write(file.file, pages.get(file.file), file.data);
    for (const file of removedFiles) writes.push({ file, text: null, before: null });
    const bib = readText(join(root, 'pages-data/publications.bib'));
    if (bib !== null && holdsSample(bib, find)) writes.push({ file: 'pages-data/publications.bib', text: bibHeader(bib), before: bib });
    if (answers.siteUrl?.trim()) writes.push({ file: '.env', text: envWithSiteUrl(root, answers.siteUrl.trim()), before: readText(join(root, '.env')) });

    const routes = ((site.routes as { path: string; document: string }[] | undefined) ?? []);
    const pageReport = [...changes]
      .filter(([, list]) => list.length)
      .map(([file, list]) => ({ file, path: routes.find((route) => `pages-data/${route.document}.json` === file)?.path, changes: summarized(list) }))
      .sort((a, b) => routes.findIndex((r) => r.path === a.path) - routes.findIndex((r) => r.path === b.path));
    return { identity, seeded, missing, sampleThere, collections: cleanings.filter((c) => c.removed.length), pages: pageReport, removedFiles, importReport, problems, leftovers, writes };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether the plan may be written: every required answer given, and the result valid. */
export const writable = (plan: FreshStartPlan) => plan.missing.length === 0 && plan.problems.length === 0;

