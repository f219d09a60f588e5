// The editor's Start fresh: POST api/editor/fresh-start answers the same plan and report as
// `npm run start:fresh`, asks (as `missing`) for what the export does not say, writes nothing until
// Apply, and then writes what the dry run listed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import type { FreshStartRequest } from '../../editor/shared/fresh-start-protocol.ts';
import { copyDataRoot, postJson } from './editor-support.ts';
import { OWNER, ownerLattes } from '../support/owner-lattes.ts';

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

const post = (body: FreshStartRequest | Record<string, unknown>) => postJson(editor.url, 'fresh-start', body);

const lattes = { name: 'curriculo.xml', base64: ownerLattes().toString('base64') };
const SITE = 'pages-data/site.json';

describe('POST fresh-start', () => {
  it('plans it from her export and answers, names what is still missing, and writes nothing', async () => {
    const before = readFileSync(join(data.root, SITE), 'utf8');
    const planned = await post({ answers: { gender: 'feminine' }, lattes });
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({ writable: false });
    expect((planned.body.missing as string[]).sort()).toEqual(['campus', 'office', 'officeHours', 'title']);
    expect(planned.body.report).toContain("The sample's records, removed");
    expect(planned.body.report).toContain('Lattes import from curriculo.xml');
    expect(readFileSync(join(data.root, SITE), 'utf8')).toBe(before);
  });

  it('refuses an answer the site could not hold', async () => {
    const reply = await post({ answers: { email: 'not an address' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('is not an e-mail address');
  });

  it('applies it once every answer is there', async () => {
    const answers = { gender: 'feminine', position: 'Professora Titular', office: 'Sala Q-12', officeHours: 'Terças, 14:00-17:00', campus: 'Campus Serra Alta' } as const;
    const applied = await post({ answers, lattes, apply: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.written).toContain(SITE);
    expect(applied.body.deleted).toContain('pages-data/media/portrait.svg');
    expect(existsSync(join(data.root, 'pages-data/media/portrait.svg'))).toBe(false);
    const site = JSON.parse(readFileSync(join(data.root, SITE), 'utf8'));
    expect(site.identity).toMatchObject({ name: OWNER.name, gender: 'feminine', title: { pt: 'Professora Titular' } });
  });
});
