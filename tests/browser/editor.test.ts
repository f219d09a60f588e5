// The content editor's page (`npm run edit`), used as a maintainer uses it: by role and visible text,
// over a temporary copy of the project's data (nothing here writes into the repository's pages-data/).
// It also measures what typing costs and how long the preview takes to follow.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, EDITOR_HEADER, EDITOR_HEADER_VALUE, type Problem } from '../../editor/shared/protocol.ts';
import { labelOf } from '../../editor/app/outline/outline.ts';
import { diffLines } from '../node/editor-support.ts';
import { axeViolations } from './axe.ts';
import type { Page } from 'playwright-core';
import { EDITOR_TEST_TIMEOUT, form, languageInput, openEditor as openEditorPage, openFile, outline, saveAndWait, startEditorSession, type EditorSession } from './editor-page.ts';

let session: EditorSession;
beforeAll(async () => {
  session = await startEditorSession();
});
afterAll(() => session?.close());

const fileText = (path: string) => session.fileText(path);
const fileData = (path: string) => session.fileData(path);
const openEditor = (width?: number, colorScheme?: 'light' | 'dark') => openEditorPage(session, width, colorScheme);

async function serverProblems(path: string): Promise<Problem[]> {
  const { url } = session.editor;
  const response = await fetch(new URL(`${API}/validate`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EDITOR_HEADER]: EDITOR_HEADER_VALUE, origin: url.replace(/\/$/, '') },
    body: JSON.stringify({ documents: {} }),
  });
  const { problems } = (await response.json()) as { problems: Problem[] };
  return problems.filter((problem) => problem.file === path);
}

/** Saves without waiting: some tests look at what the editor says instead. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('the editor page', { timeout: EDITOR_TEST_TIMEOUT }, () => {
  it("changes /about's title in English, shows it in the English preview, and saves exactly that", async () => {
    const path = 'pages-data/about.json';
    const before = fileText(path);
    const { page, errors } = await openEditor();
    await openFile(page, 'about', path);
    await outline(page).getByRole('button', { name: /^pageHeader/ }).click();
    const english = languageInput(page, /^Title/, 'English (en)');
    await expect.poll(() => english.inputValue()).toBe('About');

    // Measure: what each key costs (Event Timing: only events of 16 ms or more are reported) and the
    // time from the last key to the English frame's `rendered`.
    await page.evaluate(() => {
      const w = window as unknown as { slowKeys: number[]; rendered: { language: string; at: number; heading: string }[]; lastKey: number };
      w.slowKeys = [];
      w.rendered = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'keydown') w.slowKeys.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      document.addEventListener('keydown', () => (w.lastKey = performance.now()), true);
      // The frame is on this origin: what its heading says when it reports a render tells which render it was.
      window.addEventListener('message', (event) => {
        if (event.data?.kind !== 'rendered') return;
        const frame = document.querySelector<HTMLIFrameElement>(`iframe[data-language="${event.data.language}"]`);
        w.rendered.push({ language: event.data.language, at: performance.now(), heading: frame?.contentDocument?.querySelector('h1')?.textContent ?? '' });
      });
    });
    await english.click();
    await english.press('End');
    await page.keyboard.type(' the professor', { delay: 40 });
    const frame = page.frameLocator('iframe[data-language="en"]');
    await frame.getByRole('heading', { level: 1, name: 'About the professor' }).waitFor();
    const timing = await page.evaluate(() => {
      const w = window as unknown as { slowKeys: number[]; rendered: { language: string; at: number; heading: string }[]; lastKey: number };
      const rendered = w.rendered.find((entry) => entry.language === 'en' && entry.heading === 'About the professor');
      return { slowKeys: w.slowKeys, latency: rendered ? rendered.at - w.lastKey : undefined };
    });
    console.log(`typing 14 keys: ${timing.slowKeys.length} keydown(s) of 16 ms or more ${JSON.stringify(timing.slowKeys)}; last key → English frame rendered: ${timing.latency?.toFixed(0)} ms`);
    expect(timing.latency).toBeDefined();

    await expect.poll(() => page.getByText('Unsaved changes').count()).toBeGreaterThan(0);
    await saveAndWait(page);
    const expected = JSON.parse(before);
    expected.blocks[0].title.en = 'About the professor';
    expect(fileData(path)).toEqual(expected);
    const diff = diffLines(before, fileText(path));
    expect(diff.added).toBeGreaterThanOrEqual(1);
    expect(diff.added + diff.removed).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  it('adds a block from its example, moves it, removes it, and every save validates', async () => {
    const path = 'pages-data/about.json';
    const original = fileData(path);
    const count = original.blocks.length as number;
    const { page, errors } = await openEditor();
    await openFile(page, 'about', path);

    await outline(page).getByRole('button', { name: 'Add a block to the page' }).click();
    await page.getByRole('menuitem', { name: 'callToAction' }).click();
    const added = outline(page).locator(`[data-pointer="/blocks/${count}"]`);
    await expect.poll(() => added.getAttribute('aria-current')).toBe('true');
    await form(page).getByRole('button', { name: 'Move block up' }).click();
    await expect.poll(() => outline(page).locator(`[data-pointer="/blocks/${count - 1}"]`).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => outline(page).locator(`[data-pointer="/blocks/${count - 1}"]`).textContent()).toMatch(/^callToAction/);

    await saveAndWait(page);
    const saved = fileData(path);
    expect(saved.blocks).toHaveLength(count + 1);
    expect(saved.blocks[count - 1].type).toBe('callToAction');
    expect(saved.blocks[count]).toEqual(original.blocks[count - 1]);
    expect(await serverProblems(path)).toEqual([]);

    await form(page).getByRole('button', { name: 'Remove block' }).click();
    await save(page);
    // The status already reads 'Saved at': the file itself says when this save is done (a save checks the whole project).
    await expect.poll(() => fileData(path), { timeout: 90_000 }).toEqual(original);
    expect(await serverProblems(path)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the build's message next to an emptied required field and refuses to save", async () => {
    const path = 'pages-data/about.json';
    const before = fileText(path);
    const { page } = await openEditor();
    await openFile(page, 'about', path);
    await outline(page).getByRole('button', { name: /^pageHeader/ }).click();
    // An emptied translation only waits for its translator; an emptied Portuguese, the reference, is refused.
    const portuguese = languageInput(page, /^Title/, 'Português (pt)');
    await portuguese.fill('');
    await portuguese.press('Tab');
    const message = form(page).getByRole('group', { name: /^Title/ }).getByText('must not be empty');
    await message.waitFor();
    expect(await portuguese.getAttribute('aria-invalid')).toBe('true');
    await save(page);
    await page.getByRole('alert').filter({ hasText: 'Not saved: the file would be invalid' }).waitFor();
    expect(fileText(path)).toBe(before);
  });

  it('shows an unknown id in a record list next to it and refuses to save', async () => {
    const path = 'pages-data/research.json';
    const before = fileText(path);
    const { page } = await openEditor();
    await openFile(page, 'research', path);
    await outline(page).locator('[data-pointer="/blocks/3"]').click();
    const firstId = form(page).locator('#root_ids_0');
    await firstId.fill('no-such-project');
    await firstId.press('Tab');
    const sentence = 'no record with id "no-such-project" in pages-data/collections/projects.json';
    const described = async () =>
      firstId.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    await expect.poll(described, { timeout: 10_000 }).toContain(sentence);
    await save(page);
    await page.getByRole('alert').filter({ hasText: 'Not saved: the file would be invalid' }).waitFor();
    expect(fileText(path)).toBe(before);
  });

  it('refuses to save over a file changed on disk, keeps the disk change, and reloads it on request', async () => {
    const path = 'pages-data/about.json';
    const { page } = await openEditor();
    await openFile(page, 'about', path);
    await outline(page).getByRole('button', { name: 'Title and description' }).click();
    const english = languageInput(page, /^Title/, 'English (en)');
    await english.fill('About (edited here)');
    await english.press('Tab');

    const onDisk = fileData(path);
    onDisk.meta.title.es = 'Acerca de (cambiado en el disco)';
    const diskText = `${JSON.stringify(onDisk, null, 2)}\n`;
    writeFileSync(join(session.data.root, path), diskText);

    await save(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The file changed on disk' });
    await alert.waitFor();
    expect(fileText(path)).toBe(diskText);
    expect(await english.inputValue()).toBe('About (edited here)');

    await alert.getByRole('button', { name: 'Reload from disk' }).click();
    await expect.poll(() => languageInput(page, /^Title/, 'Español (es)').inputValue()).toBe('Acerca de (cambiado en el disco)');
    expect(await english.inputValue()).toBe(onDisk.meta.title.en);
  });

  it('follows a schema changed on disk with no restart, and names one that breaks without losing the form', async () => {
    const schemaPath = 'schemas/collections/workshops.schema.json';
    const original = fileText(schemaPath);
    const writeSchema = (text: string) => writeFileSync(join(session.data.root, schemaPath), text);
    // The maintainer changes the schema in another program, then comes back to the editor's window.
    const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    try {
      const { page, errors } = await openEditor();
      const workshops = fileData('pages-data/collections/workshops.json');
      await openFile(page, 'workshops', 'pages-data/collections/workshops.json');
      await outline(page).getByRole('region', { name: 'Records: items' }).getByRole('button', { name: labelOf(workshops.items[0]), exact: true }).click();
      // The values its list offers, as a maintainer sees them on opening it.
      const offered = async () => {
        const status = form(page).getByRole('combobox', { name: 'Status' });
        await status.click();
        const options = await page.getByRole('listbox').getByRole('option').allTextContents();
        await status.press('Escape');
        return options;
      };
      await expect.poll(offered).toEqual(['upcoming', 'completed', 'cancelled']);
      // An unsaved edit, which no schema change may lose.
      const english = languageInput(page, /^Title/, 'English (en)');
      await english.fill('Edited before the schema changed');
      await english.press('Tab');

      writeSchema(original.replace('"cancelled"', '"cancelled",\n              "postponed"'));
      await comeBack(page);
      await expect.poll(offered, { timeout: 10_000 }).toEqual(['upcoming', 'completed', 'cancelled', 'postponed']);

      writeSchema(original.slice(0, -20));
      await comeBack(page);
      const alert = page.getByRole('alert').filter({ hasText: 'A schema on disk cannot be used' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(schemaPath);
      // The form stays, with the schemas it had.
      await expect.poll(offered).toEqual(['upcoming', 'completed', 'cancelled', 'postponed']);

      writeSchema(original);
      await comeBack(page);
      await alert.waitFor({ state: 'detached' });
      await expect.poll(offered, { timeout: 10_000 }).toEqual(['upcoming', 'completed', 'cancelled']);
      expect(await english.inputValue()).toBe('Edited before the schema changed');
      expect(errors).toEqual([]);
    } finally {
      writeSchema(original);
    }
  });

  it('lists a new kind of content added on disk while it runs, and opens its records in forms', async () => {
    // Issue 17's worked example, a collection and its schema written by hand (tests/fixtures/new-content-type).
    const fixture = join(import.meta.dirname, '../fixtures/new-content-type');
    const files = ['schemas/collections/patents.schema.json', 'pages-data/collections/patents.json'];
    try {
      const { page, errors } = await openEditor();
      await openFile(page, 'about', 'pages-data/about.json');
      for (const file of files) cpSync(join(fixture, file), join(session.data.root, file));
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await openFile(page, 'patents', 'pages-data/collections/patents.json');
      const patents = fileData('pages-data/collections/patents.json');
      await outline(page).getByRole('region', { name: 'Records: items' }).getByRole('button', { name: labelOf(patents.items[0]), exact: true }).click();
      expect(await form(page).getByRole('textbox', { name: 'ID' }).inputValue()).toBe(patents.items[0].id);
      expect(await languageInput(page, /^Title/, 'English (en)').inputValue()).toBe(patents.items[0].title.en);
      expect(errors).toEqual([]);
    } finally {
      for (const file of files) rmSync(join(session.data.root, file), { force: true });
    }
  });

  it('selects the block clicked in a preview frame', async () => {
    const { page } = await openEditor();
    await openFile(page, 'about', 'pages-data/about.json');
    await page.frameLocator('iframe[data-language="en"]').getByRole('heading', { name: 'Biography' }).click();
    await expect.poll(() => outline(page).locator('[data-pointer="/blocks/1"]').getAttribute('aria-current')).toBe('true');
    await form(page).getByRole('group', { name: /^Heading/ }).waitFor();
  });

  it.each([
    [1280, 'light', 'dark'],
    [375, 'dark', 'light'],
  ] as const)('passes axe on a page and on a collection, with a form open, at %i px in the %s and then the %s scheme', async (width, first, then) => {
    // One visit per width: the editor follows the system's scheme as it changes, so the second look is the
    // same page with the system's scheme turned (a second visit cost about 28 s on CI's two cores).
    const { page } = await openEditor(width, first);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(first);
    const workshops = fileData('pages-data/collections/workshops.json');
    const lookAtBoth = async () => {
      await openFile(page, 'about', 'pages-data/about.json');
      await outline(page).getByRole('button', { name: /^pageHeader/ }).click();
      await languageInput(page, /^Title/, 'English (en)').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await openFile(page, 'workshops', 'pages-data/collections/workshops.json');
      await outline(page).getByRole('region', { name: 'Records: items' }).getByRole('button', { name: labelOf(workshops.items[0]), exact: true }).click();
      await languageInput(page, /^Title/, 'English (en)').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    };
    await lookAtBoth();
    // The preview started in the same scheme; its switch then shows the site either way.
    expect(await page.getByLabel('Dark').isChecked()).toBe(first === 'dark');
    await page.emulateMedia({ colorScheme: then });
    await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(then);
    await lookAtBoth();
  });
});
