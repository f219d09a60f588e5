// The editor's API over HTTP, on a server started on a free port with a temporary copy of the data:
// who may call it, which paths it writes, and that it writes only valid, current, minimal changes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { editorPlugin } from '../../editor/server/editor-plugin.ts';
import { checkRequest } from '../../editor/server/http.ts';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import type { FileResponse, FilesResponse, Problem, SchemaResponse, ValidateResponse } from '../../editor/shared/protocol.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyDataRoot, diffLines, projectRoot } from './editor-support.ts';
import { hostileRound } from './raw-http.ts';

let editor: RunningEditor;
let data: ReturnType<typeof copyDataRoot>;
let host: string;

beforeAll(async () => {
  data = copyDataRoot();
  editor = await startEditor({ port: 0, dataRoot: data.root });
  host = new URL(editor.url).host;
});
afterAll(async () => {
  await editor?.close();
  data?.remove();
});

interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw HTTP request, so tests can send what a browser would not (another Host, no Origin). */
function call(method: 'GET' | 'POST' | 'OPTIONS', path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { 'x-site-editor': '1', host, ...(method === 'POST' ? { origin: `http://${host}`, 'content-type': 'application/json' } : {}), ...options.headers };
  for (const [key, value] of Object.entries(headers)) if (value === '') delete headers[key];
  return new Promise((resolve, reject) => {
    const req = request(`${editor.url}api/editor/${path}`, { agent: false, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      // Vite itself may answer first (its own Host check), in plain text.
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : { text } }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const diskText = (path: string) => readFileSync(join(data.root, path), 'utf8');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function open(path: string) {
  const reply = await call('GET', `file?path=${encodeURIComponent(path)}`);
  expect(reply.status).toBe(200);
  return reply.body as unknown as FileResponse & { data: any };
}

/** The problems `npm run validate` prints when the document is written to disk (in a scratch overlay). */
function validateOnDisk(path: string, document: unknown): string[] {
  const overlay = mkdtempSync(join(tmpdir(), 'editor-overlay-'));
  try {
    mkdirSync(dirname(join(overlay, path)), { recursive: true });
    writeFileSync(join(overlay, path), JSON.stringify(document));
    return validateProject({ root: data.root, overlays: [overlay] }).map(formatProblem);
  } finally {
    rmSync(overlay, { recursive: true, force: true });
  }
}

describe('editor server: hostile requests', () => {
  it('answers `//[`, `%`, an over-long header and a body that never ends, and goes on serving', async () => {
    const round = await hostileRound(editor.url, { okPath: '/', bodyPath: '/api/editor/save' });
    expect(Object.values(round).map((entry) => entry.servedAfter)).toEqual([200, 200, 200, 200]);
    expect(round['long header']!.status).toBe(431);
    expect(round['%']!.status).toBeGreaterThanOrEqual(400);
  });
});

describe('editor API: reading', () => {
  it('lists pages, collections, site.json and locales, valid on disk', async () => {
    const { status, body } = await call('GET', 'files');
    expect(status).toBe(200);
    const { files } = body as unknown as FilesResponse;
    const byKind = (kind: string) => files.filter((f) => f.kind === kind).map((f) => f.path);
    expect(byKind('site')).toEqual(['pages-data/site.json']);
    expect(byKind('page')).toContain('pages-data/about.json');
    expect(byKind('page')).not.toContain('pages-data/site.json');
    expect(byKind('collection')).toContain('pages-data/collections/news.json');
    expect(byKind('locale')).toEqual(['locales/en.json', 'locales/es.json', 'locales/pt.json']);
    expect(files.every((f) => f.problems === 0)).toBe(true);
  });

  it('answers a file with its data and the hash of its text', async () => {
    const file = await open('pages-data/about.json');
    expect(file.data.meta.title.en).toBe('About');
    expect(file.version).toBe(sha256(diskText('pages-data/about.json')));
  });

  it('answers the bundled schema with its roots and each block type’s examples', async () => {
    const { status, body } = await call('GET', 'schema');
    expect(status).toBe(200);
    const schema = body as unknown as SchemaResponse;
    expect(schema.roots.page).toBe('#/definitions/page');
    expect(schema.roots.collections.news).toBe('#/definitions/collections~1news');
    expect(schema.blockExamples.tabs!.length).toBeGreaterThan(0);
  });
});

describe('editor API: who may call it', () => {
  it('refuses a request without the editor header', async () => {
    expect((await call('GET', 'files', { headers: { 'x-site-editor': '' } })).status).toBe(403);
  });

  it('refuses a Host that is not loopback (DNS rebinding)', async () => {
    expect((await call('GET', 'files', { headers: { host: 'evil.example:80' } })).status).toBe(403);
  });

  it('refuses a request from an address that is not loopback', () => {
    const req = { socket: { remoteAddress: '192.168.1.9' }, headers: { 'x-site-editor': '1', host } } as never;
    expect(() => checkRequest(req)).toThrow(/loopback/);
  });

  it('refuses a POST from another origin, without an Origin, or without the header, and writes nothing', async () => {
    const before = diskText('pages-data/about.json');
    const file = await open('pages-data/about.json');
    file.data.meta.title.en = 'Hacked';
    const body = { path: file.path, data: file.data, version: file.version };
    expect((await call('POST', 'save', { body, headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await call('POST', 'save', { body, headers: { origin: '' } })).status).toBe(403);
    expect((await call('POST', 'save', { body, headers: { 'x-site-editor': '' } })).status).toBe(403);
    expect(diskText('pages-data/about.json')).toBe(before);
  });

  // Another page open on localhost is another origin. Vite's default CORS let any localhost origin read
  // every answer (and granted the preflight for the editor's header), before the editor's own checks.
  it('answers no read from another page on localhost: 403, no data, no CORS header', async () => {
    const other = 'http://localhost:9999';
    for (const path of ['files', `file?path=${encodeURIComponent('pages-data/site.json')}`, 'schema', 'translations', 'media']) {
      const reply = await call('GET', path, { headers: { origin: other } });
      expect(reply.status, path).toBe(403);
      expect(reply.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(Object.keys(reply.body), path).toEqual(['message']);
    }
    const preflight = await call('OPTIONS', 'files', { headers: { 'x-site-editor': '', origin: other, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-site-editor' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    // The editor's own page (its Origin, or none: a browser sends none with a same-origin GET) reads as before.
    expect((await call('GET', 'files', { headers: { origin: `http://${host}` } })).status).toBe(200);
    expect((await call('GET', 'files')).status).toBe(200);
  });

  it('refuses a body that is not JSON, with the reason', async () => {
    const bad = await call('POST', 'save', { raw: '{"path": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/not valid JSON/);
    expect((await call('POST', 'save', { raw: '{}', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await call('POST', 'save', { body: { path: 'pages-data/about.json' } })).status).toBe(400);
  });
});

describe("editor server: the project's secrets", () => {
  /** A raw GET of the editor's server (not its API), as another page or a curl would send it. */
  const fetchRaw = (path: string) => new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${editor.url}${path.slice(1)}`, { agent: false, headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end();
  });

  it("serves nothing of the local backend's data folder, and keeps Vite's own refusals", async () => {
    // The local backend's salt in the project (its default data folder); made for the test when absent.
    const folder = join(projectRoot, '.local-backend');
    const salt = join(folder, 'salt');
    const made = { folder: !existsSync(folder), salt: !existsSync(salt) };
    if (made.salt) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeFileSync(salt, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    // A private key under the project's root (node_modules/ is git-ignored): Vite's defaults refuse *.pem.
    const keyFolder = join(projectRoot, 'node_modules/.cache/editor-secrets-test');
    mkdirSync(keyFolder, { recursive: true });
    writeFileSync(join(keyFolder, 'key.pem'), 'not a real key');
    onTestFinished(() => {
      rmSync(keyFolder, { recursive: true, force: true });
      if (made.salt) rmSync(made.folder ? folder : salt, { recursive: true, force: true });
    });
    const secret = readFileSync(salt, 'utf8').trim();
    for (const path of ['/.local-backend/salt', '/.local-backend/salt?raw', '/.local-backend/salt?import', '/%2elocal-backend/salt', '/.local-backend//salt', `/@fs${projectRoot}/.local-backend/salt`]) {
      const reply = await fetchRaw(path);
      expect(reply.status, path).toBe(403);
      expect(reply.text, path).not.toContain(secret);
    }
    expect((await fetchRaw('/node_modules/.cache/editor-secrets-test/key.pem')).status).toBe(403);
    expect((await fetchRaw('/src/i18n/languages.ts')).status).toBe(200);
  });
});

describe('editor API: saving', () => {
  it('refuses paths outside pages-data/ and locales/, links out, and files that do not exist', async () => {
    const version = sha256('');
    // A link inside pages-data/ that leads out of it (made here: the project would not validate with it).
    const link = join(data.root, 'pages-data/linked.json');
    symlinkSync(join(data.root, 'schemas/page.schema.json'), link);
    onTestFinished(() => rmSync(link));
    for (const path of ['../package.json', 'pages-data/../package.json', '/etc/passwd', 'locales/..', 'locales/../package.json', 'schemas/page.schema.json', 'pages-data/publications.bib', 'pages-data\\about.json', 'pages-data/linked.json'])
      expect((await call('POST', 'save', { body: { path, data: {}, version } })).status, path).toBe(403);
    expect((await call('POST', 'save', { body: { path: 'pages-data/nothing-here.json', data: {}, version } })).status).toBe(404);
    expect((await call('GET', 'file?path=..%2Fpackage.json')).status).toBe(403);
    expect(readFileSync(join(data.root, 'schemas/page.schema.json'), 'utf8')).toBe(readFileSync(join(data.root, 'pages-data/linked.json'), 'utf8'));
  });

  it('refuses an empty required field with the message npm run validate gives, and writes nothing', async () => {
    const before = diskText('pages-data/about.json');
    const file = await open('pages-data/about.json');
    file.data.meta.title.en = '';
    const reply = await call('POST', 'save', { body: { path: file.path, data: file.data, version: file.version } });
    expect(reply.status).toBe(400);
    const problems = reply.body.problems as Problem[];
    expect(problems.map(formatProblem)).toEqual(validateOnDisk(file.path, file.data));
    expect(problems[0]).toMatchObject({ file: 'pages-data/about.json', pointer: '/meta/title/en' });
    expect(diskText('pages-data/about.json')).toBe(before);
  });

  it('refuses an unknown id in a recordList, and a collection that drops an id a page lists', async () => {
    const page = await open('pages-data/awards.json');
    const list = page.data.blocks.flatMap((b: any) => [b, ...(b.blocks ?? [])]).find((b: any) => b.type === 'recordList' && b.ids);
    list.ids.push('no-such-record');
    const reply = await call('POST', 'save', { body: { path: page.path, data: page.data, version: page.version } });
    expect(reply.status).toBe(400);
    expect((reply.body.problems as Problem[]).map(formatProblem)).toEqual(validateOnDisk(page.path, page.data));
    expect((reply.body.problems as Problem[])[0]!.message).toBe('no record with id "no-such-record" in pages-data/collections/service.json');

    const before = diskText('pages-data/collections/service.json');
    const collection = await open('pages-data/collections/service.json');
    collection.data.items = collection.data.items.filter((item: { id: string }) => item.id !== 'journal-editor');
    const broken = await call('POST', 'save', { body: { path: collection.path, data: collection.data, version: collection.version } });
    expect(broken.status).toBe(400);
    expect((broken.body.problems as Problem[]).map(formatProblem)).toEqual(validateOnDisk(collection.path, collection.data));
    expect((broken.body.problems as Problem[])[0]!.file).toBe('pages-data/awards.json');
    expect(diskText('pages-data/collections/service.json')).toBe(before);
  });

  it('refuses an unknown id even while another file on disk fails its schema (the build then skips cross-file checks)', async () => {
    const about = diskText('pages-data/about.json');
    const invalid = JSON.parse(about) as { meta: { title: { en: string } } };
    invalid.meta.title.en = '';
    writeFileSync(join(data.root, 'pages-data/about.json'), JSON.stringify(invalid));
    onTestFinished(() => writeFileSync(join(data.root, 'pages-data/about.json'), about));
    const page = await open('pages-data/awards.json');
    const list = page.data.blocks.flatMap((b: any) => [b, ...(b.blocks ?? [])]).find((b: any) => b.type === 'recordList' && b.ids);
    list.ids.push('no-such-record');
    const before = diskText('pages-data/awards.json');
    const reply = await call('POST', 'save', { body: { path: page.path, data: page.data, version: page.version } });
    expect(reply.status).toBe(400);
    expect((reply.body.problems as Problem[]).map((problem) => problem.message)).toEqual(['no record with id "no-such-record" in pages-data/collections/service.json']);
    expect(diskText('pages-data/awards.json')).toBe(before);
  });

  it('refuses a stale version with 409 and the current one, and writes nothing', async () => {
    const before = diskText('pages-data/about.json');
    const file = await open('pages-data/about.json');
    file.data.meta.title.en = 'About me';
    const reply = await call('POST', 'save', { body: { path: file.path, data: file.data, version: sha256('an older text') } });
    expect(reply.status).toBe(409);
    expect(reply.body.version).toBe(file.version);
    expect(diskText('pages-data/about.json')).toBe(before);
  });

  it('saves a valid change as a one-line diff, returns the new version, and a save without change keeps the bytes', async () => {
    const before = diskText('pages-data/about.json');
    const file = await open('pages-data/about.json');
    file.data.meta.title.en = 'About me';
    const started = performance.now();
    const reply = await call('POST', 'save', { body: { path: file.path, data: file.data, version: file.version } });
    const took = performance.now() - started;
    expect(reply.status).toBe(200);
    const after = diskText('pages-data/about.json');
    expect(diffLines(before, after)).toEqual({ added: 1, removed: 1 });
    expect(JSON.parse(after)).toEqual(file.data);
    expect(reply.body.version).toBe(sha256(after));
    const again = await call('POST', 'save', { body: { path: file.path, data: file.data, version: reply.body.version } });
    expect(again.status).toBe(200);
    expect(diskText('pages-data/about.json')).toBe(after);
    console.log(`save call: ${took.toFixed(0)} ms`);
  });

  // Every file's bytes survive the writer the save uses (tests/node/editor-format.test.ts reads each one);
  // here one file of each kind the editor lists goes through the whole save: its path, version and the
  // project's validation, each one a full check of the project.
  it('saves a page, a collection and site.json unchanged without changing a byte', async () => {
    const { files } = (await call('GET', 'files')).body as unknown as FilesResponse;
    const listed = files.map((file) => file.path);
    const paths = [
      listed.find((path) => /^pages-data\/[^/]+\.json$/.test(path) && path !== 'pages-data/site.json'),
      listed.find((path) => path.startsWith('pages-data/collections/')),
      listed.find((path) => path === 'pages-data/site.json'),
    ];
    expect(paths.every(Boolean), 'the editor lists a file of each kind').toBe(true);
    for (const path of paths as string[]) {
      const before = diskText(path);
      const file = await open(path);
      const reply = await call('POST', 'save', { body: { path, data: file.data, version: file.version } });
      expect(reply.status, path).toBe(200);
      expect(diskText(path), path).toBe(before);
    }
  });
});

describe('editor API: validating unsaved documents', () => {
  it('returns the problem of an unsaved invalid document with its file and pointer', async () => {
    const file = await open('pages-data/about.json');
    file.data.blocks[0].title.es = '';
    const times: number[] = [];
    let reply: Reply | undefined;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      reply = await call('POST', 'validate', { body: { documents: { [file.path]: file.data } } });
      times.push(performance.now() - started);
    }
    expect(reply!.status).toBe(200);
    expect(reply!.body.problems).toEqual([{ file: 'pages-data/about.json', pointer: '/blocks/0/title/es', message: expect.any(String) }]);
    expect((reply!.body.problems as Problem[]).map(formatProblem)).toEqual(validateOnDisk(file.path, file.data));
    // A valid project runs the cross-file checks too: the slower case.
    const valid = await open('pages-data/about.json');
    valid.data.meta.title.en = 'About me';
    const validTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await call('POST', 'validate', { body: { documents: { [valid.path]: valid.data } } })).body.problems).toEqual([]);
      validTimes.push(performance.now() - started);
    }
    console.log(`validate call, valid project: ${validTimes.map((t) => t.toFixed(0)).join(', ')} ms`);
    expect((await call('POST', 'validate', { body: { documents: { '../package.json': {} } } })).status).toBe(403);
    console.log(`validate call: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  });
});

describe('editor API: schemas changed on disk while it runs', () => {
  const SCHEMA = 'schemas/collections/workshops.schema.json';
  const validate = async (documents: Record<string, unknown>) => (await call('POST', 'validate', { body: { documents } })).body as unknown as ValidateResponse;
  /** The workshops with their first record's status set to a value the schema on disk may not know. */
  const withStatus = async (status: string) => {
    const file = await open('pages-data/collections/workshops.json');
    file.data.items[0].status = status;
    return { [file.path]: file.data };
  };
  const statusProblems = (problems: Problem[]) => problems.filter((p) => p.pointer === '/items/0/status');

  it('checks with a schema changed on disk, and says its new version, with no restart', async () => {
    const original = diskText(SCHEMA);
    onTestFinished(() => writeFileSync(join(data.root, SCHEMA), original));
    const before = await validate(await withStatus('postponed'));
    expect(statusProblems(before.problems)).toHaveLength(1);
    const files = (await call('GET', 'files')).body as unknown as FilesResponse;
    expect(files.schemas).toEqual({ version: before.schemas.version });

    // A maintainer adds the value to the enum in another program.
    writeFileSync(join(data.root, SCHEMA), original.replace('"cancelled"', '"cancelled",\n              "postponed"'));
    const after = await validate(await withStatus('postponed'));
    expect(statusProblems(after.problems)).toEqual([]);
    expect(after.schemas.version).not.toBe(before.schemas.version);
    expect(after.schemas.problem).toBeUndefined();
    const schema = (await call('GET', 'schema')).body as unknown as SchemaResponse;
    expect(schema.version).toBe(after.schemas.version);
    expect(JSON.stringify(schema.schema)).toContain('"postponed"');
    expect(((await call('GET', 'files')).body as unknown as FilesResponse).schemas.version).toBe(after.schemas.version);
  });

  it('names a schema that no longer parses or compiles, and checks with the last schemas that did until it is fixed', async () => {
    const original = diskText(SCHEMA);
    onTestFinished(() => writeFileSync(join(data.root, SCHEMA), original));
    const good = await validate(await withStatus('postponed'));

    writeFileSync(join(data.root, SCHEMA), original.slice(0, -20));
    const unparsed = await validate(await withStatus('postponed'));
    expect(unparsed.schemas).toEqual({ version: good.schemas.version, problem: { file: SCHEMA, pointer: '', message: expect.stringMatching(/^not valid JSON/) } });
    expect(statusProblems(unparsed.problems)).toHaveLength(1);

    writeFileSync(join(data.root, SCHEMA), original.replace('"enum": [', '"enumm": ['));
    const uncompiled = await validate(await withStatus('postponed'));
    expect(uncompiled.schemas.problem).toEqual({ file: SCHEMA, pointer: '', message: expect.stringContaining('enumm') });
    expect(statusProblems(uncompiled.problems)).toHaveLength(1);

    writeFileSync(join(data.root, SCHEMA), original);
    expect((await validate(await withStatus('postponed'))).schemas).toEqual({ version: good.schemas.version });
  });
});

describe('editor plugin: data files changed on disk', () => {
  it("announces the change instead of letting Vite reload every page, the editor's too", () => {
    const sent: unknown[] = [];
    const invalidated: unknown[] = [];
    const hook = editorPlugin({ root: projectRoot }).hotUpdate as { order: string; handler: (this: unknown, options: unknown) => unknown };
    // After Vite's own hooks, so the modules they add (import.meta.glob's importers of pages-data/) are taken out too.
    expect(hook.order).toBe('post');
    const server = { config: { root: projectRoot }, ws: { send: (payload: unknown) => sent.push(payload) } };
    const update = (file: string, environment: string, type = 'update') =>
      hook.handler.call({ environment: { name: environment, moduleGraph: { invalidateModule: (module: unknown) => invalidated.push(module) } } }, { file: join(projectRoot, file), type, server, modules: [{ id: file }] });
    expect(update('pages-data/about.json', 'client')).toEqual([]);
    expect(update('pages-data/about.json', 'ssr')).toEqual([]);
    expect(update('pages-data/hobbies.json', 'client', 'delete')).toEqual([]);
    expect(update('src/site.ts', 'client')).toBeUndefined();
    expect(sent).toEqual([
      { type: 'custom', event: 'site-editor:file-changed', data: { path: 'pages-data/about.json', change: 'update' } },
      { type: 'custom', event: 'site-editor:file-changed', data: { path: 'pages-data/hobbies.json', change: 'delete' } },
    ]);
    expect(invalidated).toHaveLength(3);
  });
});
