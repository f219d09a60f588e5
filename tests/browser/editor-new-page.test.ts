// Part 6 of issue 34: a new page made from the editor's file list, as a maintainer makes it, then the
// project validated as the build validates it (the sidebar in three languages: tests/unit/sidebar-inline-label.test.tsx).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local-backend/data-dir.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { EDITOR_TEST_TIMEOUT, form, openEditor, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
});
afterAll(async () => {
  await session?.close();
});

describe('New page', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('writes the page, its route and its sidebar entry, refuses a clashing address with the reason, and opens the page', async () => {
    const sidebarBefore = session.fileData('pages-data/site.json').sidebar;
    const { page, errors } = await openEditor(session);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    const title = dialog.getByRole('group', { name: 'Title' });
    await title.getByLabel('Português (pt)').fill('Seminários');
    await title.getByLabel('English (en)').fill('Seminars');
    await title.getByLabel('Español (es)').fill('Seminarios');
    const description = dialog.getByRole('group', { name: 'Description' });
    await description.getByLabel('Português (pt)').fill('Os seminários do grupo de pesquisa.');
    await description.getByLabel('English (en)').fill('The research group’s seminars.');
    await description.getByLabel('Español (es)').fill('Los seminarios del grupo de investigación.');
    // The address follows the Portuguese title until it is written by hand.
    expect(await dialog.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('/seminarios');
    await dialog.getByRole('textbox', { name: 'Address' }).fill('/about');
    await dialog.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'microphone', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Place in the sidebar' }).click();
    await page.getByRole('option', { name: /^After “Sobre” \(\/about\)$/ }).click();
    await dialog.getByRole('button', { name: 'Create the page' }).click();
    await dialog.getByRole('alert').filter({ hasText: '/about is already a page of the site.' }).waitFor();

    await dialog.getByRole('textbox', { name: 'Address' }).fill('/seminars');
    await dialog.getByRole('button', { name: 'Create the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'pages-data/seminars.json' }).waitFor();
    await outline(page).getByRole('button', { name: /^pageHeader/ }).waitFor();

    const site = session.fileData('pages-data/site.json');
    expect(site.routes).toContainEqual({ path: '/seminars', document: 'seminars' });
    const at = sidebarBefore.findIndex((entry: { path: string }) => entry.path === '/about') + 1;
    expect(site.sidebar[at]).toEqual({ path: '/seminars', label: { pt: 'Seminários', en: 'Seminars', es: 'Seminarios' }, icon: 'microphone' });
    expect(session.fileData('pages-data/seminars.json').meta.title).toEqual({ pt: 'Seminários', en: 'Seminars', es: 'Seminarios' });
    expect(validateProject({ root: session.data.root })).toEqual([]);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });
});

describe('New page over a site.json changed on disk', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('says so and writes nothing, then places the page in the sidebar as the disk has it', async () => {
    const path = 'pages-data/site.json';
    const { page, errors } = await openEditor(session);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByRole('group', { name: 'Title' }).getByLabel('Português (pt)').fill('Colóquios');
    await dialog.getByRole('group', { name: 'Description' }).getByLabel('Português (pt)').fill('Os colóquios do departamento.');
    await dialog.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'microphone', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Place in the sidebar' }).click();
    await page.getByRole('option', { name: 'At the top' }).click();
    // Another program's edit while the dialog is open: the sidebar loses its last entry.
    const edited = session.fileData(path);
    edited.sidebar.pop();
    writeFileSync(join(session.data.root, path), `${JSON.stringify(edited, null, 2)}\n`);
    const editedText = session.fileText(path);
    await dialog.getByRole('button', { name: 'Create the page' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'pages-data/site.json changed on disk since it was opened' }).waitFor();
    expect(session.fileText(path)).toBe(editedText);
    expect(existsSync(join(session.data.root, 'pages-data/coloquios.json'))).toBe(false);

    // Opened again, the dialog keeps what was typed and reads the sidebar as the disk has it now.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New page' }).click();
    await dialog.getByRole('button', { name: 'Create the page' }).click();
    await page.getByRole('heading', { level: 1, name: 'pages-data/coloquios.json' }).waitFor();
    const site = session.fileData(path);
    expect(site.sidebar).toEqual([{ path: '/coloquios', label: { pt: 'Colóquios' }, icon: 'microphone' }, ...edited.sidebar]);
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  });
});

describe('a tool writing into the project while the dialog is open', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('leaves the editor\'s page as it is: the dialog and what was typed stay', async () => {
    const { page, errors } = await openEditor(session);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    const title = dialog.getByRole('group', { name: 'Title' }).getByLabel('Português (pt)');
    await title.fill('Oficinas');
    // Deno's cache, as tests/server/deno.test.ts fills it: a tsconfig.json there once made Vite reload the page.
    const cache = join(REPO_ROOT, '.deno-cache', `editor-watch-${process.pid}`);
    mkdirSync(cache, { recursive: true });
    try {
      writeFileSync(join(cache, 'tsconfig.json'), '{ "compilerOptions": {} }\n');
      writeFileSync(join(cache, 'module.ts'), 'export const x = 1;\n');
      await page.waitForTimeout(1500);
      expect(await dialog.isVisible()).toBe(true);
      expect(await title.inputValue()).toBe('Oficinas');
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});

describe("site.json's form", { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it('moves a sidebar entry up, changes its icon, and saves exactly that', async () => {
    const path = 'pages-data/site.json';
    const before = session.fileData(path);
    const { page, errors } = await openEditor(session);
    await openFile(page, 'site', path);
    const sidebar = outline(page).getByRole('region', { name: 'Records: sidebar' });
    // An entry named by a locale key (the page added above carries its label inline), below another.
    const at = before.sidebar.findIndex((entry: { label: unknown }, index: number) => index > 1 && typeof entry.label === 'string');
    await sidebar.getByRole('button', { name: before.sidebar[at].label as string, exact: true }).click();
    await form(page).getByRole('button', { name: 'Move entry up' }).click();
    await form(page).getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'bulb', exact: true }).click();
    await saveAndWait(page);
    const expected = structuredClone(before);
    expected.sidebar[at - 1] = { ...before.sidebar[at], icon: 'bulb' };
    expected.sidebar[at] = before.sidebar[at - 1];
    expect(session.fileData(path)).toEqual(expected);
    // Its JSON text stays a click away.
    await page.getByText('JSON text', { exact: true }).click();
    await page.getByRole('textbox', { name: `${path} as JSON` }).waitFor();
    expect(errors).toEqual([]);
  });
});
