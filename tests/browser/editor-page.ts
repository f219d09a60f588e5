// The editor's page driven as a maintainer drives it (by role and visible text), over a temporary copy
// of the project's data: what the editor's browser tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEditor, type RunningEditor } from '../../editor/server/start-editor.ts';
import { copyDataRoot } from '../node/editor-support.ts';
import { launchBrowser } from './browser.ts';

export interface EditorSession {
  data: ReturnType<typeof copyDataRoot>;
  editor: RunningEditor;
  browser: Browser;
  /**
   * One browser context for the session's pages: its HTTP cache keeps the editor's modules (the dev
   * server marks its bundled dependencies immutable and answers 304 for the rest), so opening the
   * editor again costs little. The editor keeps nothing in the browser's storage, so tests stay apart.
   */
  context: BrowserContext;
  /** The page the last openEditor opened; closed by the next, so no earlier editor keeps running. */
  page?: Page;
  fileText(path: string): string;
  fileData(path: string): Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

/**
 * An editor test's time limit: its page runs on Vite's dev server and a save checks the whole project, so
 * on a busy two-core machine one takes many times its few seconds alone (docs/decisions.md).
 */
export const EDITOR_TEST_TIMEOUT = 180_000;

export async function startEditorSession(): Promise<EditorSession> {
  const data = copyDataRoot();
  const editor = await startEditor({ port: 0, dataRoot: data.root });
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fileText = (path: string) => readFileSync(join(data.root, path), 'utf8');
  return {
    data,
    editor,
    browser,
    context,
    fileText,
    fileData: (path) => JSON.parse(fileText(path)),
    close: async () => {
      await browser.close();
      await editor.close();
      data.remove();
    },
  };
}

export async function openEditor(session: EditorSession, width = 1280, colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
  await session.page?.close();
  const page = await session.context.newPage();
  session.page = page;
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The dev server's first answer (its dependency bundling) can take long on a busy machine.
  await page.goto(session.editor.url, { timeout: 90_000 });
  return { page, errors };
}

/** Opens a file from the file list (on a narrow screen, behind its menu button). */
export async function openFile(page: Page, name: string, path: string) {
  const menu = page.getByRole('button', { name: 'Show the files' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: new RegExp(`^${name} \\(${path.replaceAll('.', '\\.')}\\)`) }).click();
  await page.getByRole('heading', { level: 1, name: path }).waitFor();
}

export const outline = (page: Page) => page.getByRole('navigation', { name: 'Outline' });
export const form = (page: Page) => page.getByRole('region', { name: 'Form' });
export const languageInput = (page: Page, field: RegExp, language: string) => form(page).getByRole('group', { name: field }).getByLabel(language);

/** Saves, and waits for the editor to say it saved. */
export async function saveAndWait(page: Page) {
  // A save validates the whole project first: on a busy machine that took past 30 s once.
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/save'), { timeout: 90_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await answer;
  // A refused save would otherwise read as a wait for "Saved at" that runs out: say why it was refused.
  if (!response.ok()) throw new Error(`The save was refused (${response.status()}): ${(await response.text()).slice(0, 1_000)}`);
  await page.getByRole('status').filter({ hasText: /^Saved at/ }).waitFor({ timeout: 30_000 });
}
