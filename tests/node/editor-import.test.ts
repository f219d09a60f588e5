// The editor's Import endpoint: the same plan and report as `npm run import:bibtex` and `import:lattes`, nothing written
// until apply, and a file it cannot read refused with a sentence.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import { copyDataRoot, projectRoot } from './editor-support.ts';

let editor: RunningEditor;
let data: ReturnType<typeof copyDataRoot>;
beforeAll(async () => {
  data = copyDataRoot();
  editor = await startEditor({ port: 0, dataRoot: data.root });
});
afterAll(async () => {
  await editor?.close();
  data?.remove();
});

const post = (query: string, body: string) => postBytes(query, Buffer.from(body));

function postBytes(query: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const host = new URL(editor.url).host;
  return new Promise((resolve, reject) => {
    const req = request(`${editor.url}api/editor/import?${query}`, { agent: false, method: 'POST', headers: { 'x-site-editor': '1', host, origin: `http://${host}`, 'content-type': 'application/octet-stream' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const PUBLICATIONS = 'pages-data/collections/publications.json';
const bib = '@inproceedings{rocha2023cobeq,\n author = {Rocha, Felipe A. and Tavares, Ricardo M.},\n title = {Controle de colunas},\n booktitle = {Anais do COBEQ},\n year = {2023}\n}\n';

describe('POST import', () => {
  it('plans a .bib and shows the report, then apply writes it', async () => {
    const before = readFileSync(join(data.root, PUBLICATIONS), 'utf8');
    const planned = await post('name=more.bib', bib);
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({ changes: true, writable: true });
    expect(planned.body.report).toContain('+ "Controle de colunas" (2023)  ← @inproceedings{rocha2023cobeq}');
    expect(readFileSync(join(data.root, PUBLICATIONS), 'utf8')).toBe(before);

    const applied = await post('name=more.bib&apply=1', bib);
    expect(applied.body.written).toEqual([PUBLICATIONS]);
    const written = JSON.parse(readFileSync(join(data.root, PUBLICATIONS), 'utf8')) as { conferencePapers: { id: string }[] };
    expect(written.conferencePapers.map((p) => p.id)).toEqual(['rocha2023cobeq']);
  });

  it('refuses a file it does not read, with a sentence', async () => {
    const reply = await post('name=notes.txt', 'hello');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('choose a Lattes export (.xml or .zip), a BibTeX .bib or an ORCID works .json');
  });

  it('plans a Lattes export with the same engine, and refuses one that is not a Lattes export', async () => {
    const lattes = await postBytes('name=curriculo.xml', readFileSync(join(projectRoot, 'tests/fixtures/lattes/curriculo.xml')));
    expect(lattes.status).toBe(200);
    expect(lattes.body.report).toMatch(/^Lattes import from curriculo\.xml/);
    expect(lattes.body.report).toContain('graduates (pages-data/collections/graduates.json)');
    const refused = await postBytes('name=other.xml', readFileSync(join(projectRoot, 'tests/fixtures/lattes/bad-not-lattes.xml')));
    expect(refused.status).toBe(400);
  });
});
