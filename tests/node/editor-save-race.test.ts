// The editor's save while another program writes the same file: the version is checked again just before
// the rename, so an edit made during the save's validation is kept and the save answers 409.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEditorProject, versionOf } from '../../editor/server/project.ts';
import { save } from '../../editor/server/save.ts';
import { HttpError } from '../../editor/server/http.ts';
import { copyDataRoot } from './editor-support.ts';

const data = copyDataRoot();
afterAll(() => data.remove());

describe('editor save races', () => {
  const path = 'pages-data/site.json';
  const full = join(data.root, path);

  it('keeps an edit written by another program during the validation, and answers 409 with its version', () => {
    const project = createEditorProject({ root: data.root });
    const opened = readFileSync(full, 'utf8');
    const document = JSON.parse(opened) as { identity: { name: string } };
    const theirs = opened.replace(document.identity.name, `${document.identity.name} (edited elsewhere)`);
    // The other editor writes while this save validates (its slow part).
    const racing = { ...project, validateForSave: (documents?: Record<string, unknown>) => {
      if (documents) writeFileSync(full, theirs);
      return project.validateForSave(documents);
    } };
    const mine = { ...document, identity: { ...document.identity, name: `${document.identity.name} (mine)` } };
    let refusal: unknown;
    try {
      save(racing, path, mine, versionOf(opened));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(409);
    expect(readFileSync(full, 'utf8')).toBe(theirs);
  });

  it('saves, when nothing else wrote, the new text durably with its new version', () => {
    const project = createEditorProject({ root: data.root });
    const opened = readFileSync(full, 'utf8');
    const document = JSON.parse(opened) as { identity: { name: string } };
    const result = save(project, path, { ...document, identity: { ...document.identity, name: 'Profa. Dra. Exemplo' } }, versionOf(opened));
    const written = readFileSync(full, 'utf8');
    expect(written).toContain('"name": "Profa. Dra. Exemplo"');
    expect(result.version).toBe(versionOf(written));
  });
});
