// Issue 48 §3 on the server's side: a data file changed, added or removed on disk never reloads the
// editor's page (Vite's full reload lost four unsaved edits to site.json when a page's file was
// deleted), the page is told instead; a file deleted on disk can be written again on request; and
// `npm run edit` takes its port from EDIT_PORT.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EDIT_PORT, editPortOf, startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import { EDITOR_HEADER, EDITOR_HEADER_VALUE, FILE_CHANGED_EVENT } from '../../editor/shared/protocol.ts';
import { copyDataRoot, projectRoot } from './editor-support.ts';

let editor: RunningEditor;
let data: ReturnType<typeof copyDataRoot>;
/** Everything the dev server sent to the pages on its socket, in order. */
const sent: { type: string; event?: string; data?: unknown; triggeredBy?: string }[] = [];

beforeAll(async () => {
  data = copyDataRoot();
  editor = await startEditor({ port: 0, dataRoot: data.root });
  const { server } = editor;
  for (const channel of [server.ws, server.environments.client.hot]) {
    const send = channel.send.bind(channel) as (payload: unknown) => void;
    channel.send = ((payload: (typeof sent)[number]) => {
      sent.push(payload);
      send(payload);
    }) as typeof channel.send;
  }
}, 120_000);
afterAll(async () => {
  await editor?.close();
  data?.remove();
});

const reloads = () => sent.filter((message) => message.type === 'full-reload');
const announced = () => sent.filter((message) => message.type === 'custom' && message.event === FILE_CHANGED_EVENT).map((message) => message.data);

async function until(check: () => boolean, what: string, timeout = 15_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`no ${what} within ${timeout} ms; sent: ${JSON.stringify(sent)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a data file changed on disk', { timeout: 60_000 }, () => {
  it('is announced to the page, changed, added or deleted, and never reloads it', async () => {
    sent.length = 0;
    const about = join(data.root, 'pages-data/about.json');
    writeFileSync(about, readFileSync(about, 'utf8').replace('"Sobre"', '"Sobre (mudado no disco)"'));
    await until(() => announced().some((event) => (event as { path: string }).path === 'pages-data/about.json'), 'announcement of the change');
    const added = join(data.root, 'pages-data/hobbies.json');
    writeFileSync(added, readFileSync(about, 'utf8'));
    // (The watcher may report a new file as a change: the page reads it again either way.)
    await until(() => announced().some((event) => (event as { path: string }).path === 'pages-data/hobbies.json'), 'announcement of the new file');
    rmSync(added);
    await until(() => announced().some((event) => (event as { change: string }).change === 'delete'), 'announcement of the deletion');
    expect(announced()).toContainEqual({ path: 'pages-data/about.json', change: 'update' });
    expect(announced()).toContainEqual({ path: 'pages-data/hobbies.json', change: expect.stringMatching(/^(create|update)$/) });
    expect(announced().at(-1)).toEqual({ path: 'pages-data/hobbies.json', change: 'delete' });
    expect(reloads()).toEqual([]);
  });

  it("keeps Vite's glob importers from reloading the page when a page file is added or removed in the project", async () => {
    // src/renderer/language-chunks.ts lists pages-data/*.json with import.meta.glob: a file added or
    // removed there updates it, which no module accepts, so Vite reloaded every page. Its module is put
    // in the graph as the preview puts it, and the watcher is told of a page that comes and goes (no
    // file is written into the project).
    const { server } = editor;
    await server.environments.client.transformRequest('/src/renderer/language-chunks.ts');
    const chunks = await server.environments.client.moduleGraph.getModuleByUrl('/src/renderer/language-chunks.ts');
    expect(chunks?.transformResult).toBeTruthy();
    sent.length = 0;
    const page = join(projectRoot, 'pages-data/zz-editor-test-page.json');
    server.watcher.emit('add', page);
    server.watcher.emit('unlink', page);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reloads()).toEqual([]);
    // Its module is invalidated, so a page that does reload (a preview frame) lists the files as they are.
    expect(chunks?.transformResult).toBeNull();
    // The project's own files are not the data root's (a copy here): nothing is announced for them.
    expect(announced()).toEqual([]);
  });
});

async function call(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(`/api/editor/${path}`, editor.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { [EDITOR_HEADER]: EDITOR_HEADER_VALUE, ...(body === undefined ? {} : { 'content-type': 'application/json', origin: new URL(editor.url).origin }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a file deleted on disk while it was open with unsaved edits', { timeout: 60_000 }, () => {
  it('is written again on request, only while it is absent, and only valid', async () => {
    const path = 'pages-data/workshops.json';
    const full = join(data.root, path);
    const text = readFileSync(full, 'utf8');
    const document = JSON.parse(text);
    const { body: opened } = await call(`file?path=${encodeURIComponent(path)}`);
    rmSync(full);
    // A plain save says the file is gone; the page then offers to write it again.
    expect((await call('save', { path, data: document, version: opened.version })).status).toBe(404);
    // Invalid: refused, nothing written.
    const invalid = await call('save', { path, data: { ...document, meta: 'no' }, version: opened.version, create: true });
    expect(invalid.status).toBe(400);
    expect(existsSync(full)).toBe(false);
    const edited = { ...document, meta: { ...document.meta, title: { ...document.meta.title, pt: 'Workshops (escrito de novo)' } } };
    const written = await call('save', { path, data: edited, version: opened.version, create: true });
    expect(written.status).toBe(200);
    expect(JSON.parse(readFileSync(full, 'utf8'))).toEqual(edited);
    // There again: a second "write it again" is refused as a change on disk, with the version now there.
    const again = await call('save', { path, data: document, version: opened.version, create: true });
    expect(again.status).toBe(409);
    expect(again.body.version).toBe(written.body.version);
    // Nothing outside pages-data/ and locales/, nor into a folder that is not there.
    expect((await call('save', { path: 'schemas/x.json', data: {}, version: '', create: true })).status).toBe(403);
    expect((await call('save', { path: 'pages-data/nowhere/x.json', data: {}, version: '', create: true })).status).toBe(403);
  });

  it('says a file is gone when asked so, instead of a 404', async () => {
    expect(await call(`file?path=${encodeURIComponent('pages-data/not-there.json')}&gone=ok`)).toEqual({ status: 200, body: { path: 'pages-data/not-there.json', version: '', gone: true } });
    expect((await call(`file?path=${encodeURIComponent('pages-data/not-there.json')}`)).status).toBe(404);
    expect((await call(`file?path=${encodeURIComponent('schemas/page.schema.json')}&gone=ok`)).status).toBe(403);
  });

  it('lists every file with its version on disk, for the page to compare its open copies', async () => {
    const { body } = await call('files');
    const files = body.files as { path: string; version: string }[];
    const about = files.find((file) => file.path === 'pages-data/about.json')!;
    const { body: read } = await call(`file?path=${encodeURIComponent(about.path)}`);
    expect(about.version).toBe(read.version);
  });
});

describe('EDIT_PORT', { timeout: 120_000 }, () => {
  it('is the port `npm run edit` takes, 5174 without it, and a mistake is named', () => {
    expect(editPortOf({})).toBe(DEFAULT_EDIT_PORT);
    expect(DEFAULT_EDIT_PORT).toBe(5174);
    expect(editPortOf({ EDIT_PORT: '5180' })).toBe(5180);
    expect(editPortOf({ EDIT_PORT: '' })).toBe(5174);
    expect(editPortOf({ EDIT_PORT: '0' })).toBe(0);
    for (const wrong of ['abc', '51.5', '-1', '70000']) expect(() => editPortOf({ EDIT_PORT: wrong })).toThrow(`EDIT_PORT must be a port number from 0 to 65535, not "${wrong}"`);
  });

  it('`EDIT_PORT=<port> npm run edit` serves the editor there', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], { cwd: projectRoot, env: { ...process.env, EDIT_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await until(() => output.includes(`Site editor: http://127.0.0.1:${port}/`) || child.exitCode !== null, 'editor on EDIT_PORT', 90_000);
      expect(output).toContain(`Site editor: http://127.0.0.1:${port}/`);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('/editor/');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    }
  });

  it('refuses a port that is not one, before starting anything', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], { cwd: projectRoot, env: { ...process.env, EDIT_PORT: 'five' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('EDIT_PORT must be a port number from 0 to 65535, not "five".');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
