// The editor's media upload over HTTP (editor/server/media-upload.ts), on a server started with a
// temporary copy of the data: an image comes in under a safe name, a page then names it with its alt
// text and saves; what is not what it says, too large, scripted or from elsewhere is refused. The
// media are served with a policy that lets nothing in them run, and a link among them never.
import { existsSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import { faviconSvg } from '../../scripts/lib/brand-assets.ts';
import { MEDIA_SIZE_LIMIT } from '../../scripts/lib/media/media-kinds.ts';
import { BYPASS_SVGS, cleanSvgs } from '../support/svg-samples.ts';
import { copyDataRoot, projectRoot } from './editor-support.ts';

let editor: RunningEditor;
let data: ReturnType<typeof copyDataRoot>;
let host: string;
const jpeg = readFileSync(join(projectRoot, 'tests/fixtures/media-project/pages-data/media/lab-bench.jpg'));
const alt = { pt: 'Bancada do laboratório de controle', en: 'The control laboratory bench', es: 'El banco del laboratorio de control' };

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
  body: Record<string, any>;
}

function call(method: 'GET' | 'POST', path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Reply> {
  const all: Record<string, string> = { 'x-site-editor': '1', host, ...(method === 'POST' ? { origin: `http://${host}` } : {}), ...headers };
  for (const [key, value] of Object.entries(all)) if (value === '') delete all[key];
  return new Promise((resolve, reject) => {
    const req = request(`${editor.url}api/editor/${path}`, { agent: false, method, headers: all }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: res.headers['content-type']?.startsWith('application/json') ? JSON.parse(text) : { text } }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const upload = (name: string, body: Buffer | string, type: string, extra = '') => call('POST', `media?name=${encodeURIComponent(name)}${extra}`, body, { 'content-type': type });
const mediaDir = () => join(data.root, 'pages-data/media');

describe('editor: adding an image with its alt text', () => {
  it('writes the photo into pages-data/media/ under a safe name', async () => {
    const reply = await upload('Bancada do Laboratório.JPG', jpeg, 'image/jpeg');
    expect(reply).toEqual({ status: 200, body: { name: 'bancada-do-laboratorio.jpg', kind: 'image', bytes: jpeg.length } });
    expect(readFileSync(join(mediaDir(), 'bancada-do-laboratorio.jpg')).equals(jpeg)).toBe(true);
    expect((await call('GET', 'media')).body.files).toContainEqual({ name: 'bancada-do-laboratorio.jpg', kind: 'image', bytes: jpeg.length });
  });

  it('a page naming it with alt text saves; without alt or decorative it is refused with the reason', async () => {
    const opened = (await call('GET', 'file?path=pages-data%2Fabout.json')).body;
    const save = (image: Record<string, unknown>) =>
      call('POST', 'save', JSON.stringify({ path: 'pages-data/about.json', version: opened.version, data: { ...opened.data, blocks: [...opened.data.blocks, { type: 'image', src: 'bancada-do-laboratorio.jpg', ...image }] } }), {
        'content-type': 'application/json',
      });
    const refused = await save({});
    expect(refused.status).toBe(400);
    expect(refused.body.problems.map((p: { message: string }) => p.message)).toEqual([expect.stringMatching(/^missing required property "alt": give the image its text alternative/)]);
    expect((await save({ alt })).status).toBe(200);
    expect(JSON.parse(readFileSync(join(data.root, 'pages-data/about.json'), 'utf8')).blocks.at(-1)).toEqual({ type: 'image', src: 'bancada-do-laboratorio.jpg', alt });
  });

  it('the same file again changes nothing; a different file of that name is replaced only when asked', async () => {
    expect((await upload('bancada-do-laboratorio.jpg', jpeg, 'image/jpeg')).body.unchanged).toBe(true);
    const other = Buffer.concat([jpeg.subarray(0, jpeg.length - 2), Buffer.from([0, 0xff, 0xd9])]);
    const conflict = await upload('bancada-do-laboratorio.jpg', other, 'image/jpeg');
    expect(conflict).toMatchObject({ status: 409, body: { name: 'bancada-do-laboratorio.jpg', suggestion: 'bancada-do-laboratorio-2.jpg' } });
    expect(readFileSync(join(mediaDir(), 'bancada-do-laboratorio.jpg')).equals(jpeg)).toBe(true);
    expect((await upload('bancada-do-laboratorio.jpg', other, 'image/jpeg', '&replace=bancada-do-laboratorio.jpg')).status).toBe(200);
    expect(readFileSync(join(mediaDir(), 'bancada-do-laboratorio.jpg')).equals(other)).toBe(true);
  });

  it('takes a PDF for download', async () => {
    const pdf = readFileSync(join(projectRoot, 'pages-data/media/heated-tank-control-notes.pdf'));
    expect(await upload('Apostila 2.pdf', pdf, 'application/pdf')).toEqual({ status: 200, body: { name: 'apostila-2.pdf', kind: 'file', bytes: pdf.length } });
  });
});

describe('editor: what the upload refuses', () => {
  it.each([
    ['a text file named as a photo', 'photo.jpg', 'not a photo', 'image/jpeg', 415, /contents are not JPG/],
    ['a program', 'setup.exe', 'MZ', 'application/octet-stream', 415, /is not an image/],
    ['an SVG with script', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml', 415, /script/],
    ['a type that contradicts the name', 'notes.pdf', '%PDF-1.4', 'image/png', 415, /its name says application\/pdf/],
    ['an empty file', 'empty.png', '', 'image/png', 415, /empty/],
  ])('%s', async (_what, name, body, type, status, message) => {
    const reply = await upload(name, Buffer.from(body), type);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
  });

  it('a file over the size limit', async () => {
    const reply = await upload('huge.pdf', Buffer.alloc(MEDIA_SIZE_LIMIT + 1, 0x25), 'application/pdf');
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/larger than 20 MB/);
  });

  it('a name that tries to leave the folder is made safe, inside it', async () => {
    const reply = await upload('../../locales/evil.jpg', jpeg, 'image/jpeg');
    expect(reply.body.name).toBe('evil.jpg');
    expect(existsSync(join(data.root, 'locales/evil.jpg'))).toBe(false);
    expect(readdirSync(mediaDir())).toContain('evil.jpg');
  });

  it('a request without the editor header, or from another Origin, writes nothing', async () => {
    expect((await call('POST', 'media?name=x.jpg', jpeg, { 'content-type': 'image/jpeg', 'x-site-editor': '' })).status).toBe(403);
    expect((await call('POST', 'media?name=x.jpg', jpeg, { 'content-type': 'image/jpeg', origin: 'http://evil.example' })).status).toBe(403);
    expect(existsSync(join(mediaDir(), 'x.jpg'))).toBe(false);
  });
});

describe('editor: SVG uploads', () => {
  it.each(Object.entries(BYPASS_SVGS))('refuses %s with the reason, and writes nothing', async (_what, { svg, reason }) => {
    const reply = await upload('drawing.svg', svg, 'image/svg+xml');
    expect(reply.status).toBe(415);
    expect(reply.body.message).toMatch(/^drawing\.svg was not added: /);
    expect(reply.body.message).toMatch(reason);
    expect(existsSync(join(mediaDir(), 'drawing.svg'))).toBe(false);
  });

  it('takes the sample\'s own SVGs, the favicon and an Inkscape drawing as they are', async () => {
    const site = JSON.parse(readFileSync(join(projectRoot, 'pages-data/site.json'), 'utf8'));
    const clean = { ...cleanSvgs(), 'the favicon': Buffer.from(faviconSvg(site.brand, site.identity.name)) };
    expect(Object.keys(clean).length).toBeGreaterThanOrEqual(4);
    for (const [what, svg] of Object.entries(clean)) {
      const name = `${what.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}.svg`;
      const reply = await upload(name, svg, 'image/svg+xml');
      expect(reply, what).toMatchObject({ status: 200, body: { name, kind: 'image' } });
      expect(readFileSync(join(mediaDir(), name)).equals(svg), what).toBe(true);
    }
  });
});

interface Served {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function get(path: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    request(new URL(path, editor.url), { agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    })
      .on('error', reject)
      .end();
  });
}

describe('editor: serving pages-data/media/', () => {
  const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

  it('serves the data\'s media, an SVG with a policy under which nothing in it runs or loads', async () => {
    const svg = readFileSync(join(projectRoot, 'tests/fixtures/svg/inkscape-drawing.svg'));
    writeFileSync(join(mediaDir(), 'exchanger-sketch.svg'), svg);
    for (const path of ['/@media/exchanger-sketch.svg', '/pages-data/media/exchanger-sketch.svg', '/pages-data/media/portrait.svg']) {
      const served = await get(path);
      expect(served.status, path).toBe(200);
      expect(served.headers['content-type'], path).toBe('image/svg+xml');
      expect(served.headers['content-security-policy'], path).toBe(CSP);
    }
    expect((await get('/@media/exchanger-sketch.svg')).text).toBe(svg.toString('utf8'));
  });

  it('never lists or serves a link, such as one to /etc/passwd', async () => {
    symlinkSync('/etc/passwd', join(mediaDir(), 'passwd.pdf'));
    expect((await call('GET', 'media')).body.files.map((file: { name: string }) => file.name)).not.toContain('passwd.pdf');
    for (const path of ['/@media/passwd.pdf', '/pages-data/media/passwd.pdf', `/@fs${mediaDir()}/passwd.pdf`]) {
      const served = await get(path);
      expect(served.status, path).toBe(404);
      expect(served.text, path).not.toContain('root:');
    }
  });
});
