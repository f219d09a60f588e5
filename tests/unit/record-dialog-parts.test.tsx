// A page of many record dialogs: each keeps its title and close button on the page and hands its body to
// the prerender's parts (src/blocks/RecordList/dialog-parts.ts), in parts of about the same size; a page
// with few keeps them whole. The browser's half (fetch, fill, retry) is tests/browser/scale.test.ts's.
import { cleanup, within } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectCollection, RecordListBlock } from '../../src/generated/schemas.ts';
import { DIALOGS_ON_PAGE, DIALOGS_PER_PART, dialogPartName, dialogsApart } from '../../src/blocks/RecordList/dialog-parts.ts';
import { PartsCollectorContext, type AddDialogBody } from '../../src/renderer/parts-collector.ts';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { AppProviders } from '../../src/AppProviders.tsx';
import { provideCollection } from '../../src/renderer/collections.ts';
import { scaledProjects } from '../../bench/scale-case.ts';
import { readJson, t } from '../support/sample-data.ts';
import { loadCodeFor, renderWithProviders } from './render.tsx';

const block: RecordListBlock = { type: 'recordList', collection: 'projects', heading: { pt: 'Projetos', en: 'Projects', es: 'Proyectos' } };
const sample = readJson<ProjectCollection>('pages-data/collections/projects.json');
const scaled = scaledProjects(sample);

afterEach(() => {
  cleanup();
  provideCollection('projects', 'pt', undefined);
});

describe('the parts of a page of many dialogs', () => {
  /** How many of a page's `count` dialogs each part holds, in order. */
  const sizes = (count: number) => {
    const names = Array.from({ length: count }, (_, index) => dialogPartName(index, count));
    return [...new Set(names)].map((name) => names.filter((other) => other === name).length);
  };

  it(`keeps ${DIALOGS_ON_PAGE} dialogs whole and puts ${DIALOGS_ON_PAGE + 1} in parts`, () => {
    expect(dialogsApart(DIALOGS_ON_PAGE)).toBe(false);
    expect(dialogsApart(DIALOGS_ON_PAGE + 1)).toBe(true);
    // Every page of the sample keeps its dialogs whole: /projects has the most, one a project.
    expect(sample.items.length).toBeLessThanOrEqual(DIALOGS_ON_PAGE);
  });

  it(`holds at most ${DIALOGS_PER_PART} bodies a part, in parts of about the same size, in page order`, () => {
    expect(sizes(DIALOGS_ON_PAGE + 1)).toEqual([DIALOGS_ON_PAGE + 1]);
    expect(sizes(2 * DIALOGS_PER_PART)).toEqual([DIALOGS_PER_PART, DIALOGS_PER_PART]);
    // One more does not make a part of one: three of 14, 14 and 13.
    const count = 2 * DIALOGS_PER_PART + 1;
    expect(sizes(count)).toEqual([14, 14, 13]);
    expect(Array.from({ length: count }, (_, index) => dialogPartName(index, count))).toEqual([...Array(14).fill('dialogs-1'), ...Array(14).fill('dialogs-2'), ...Array(13).fill('dialogs-3')]);
  });
});

describe('a record dialog whose body is in a part', () => {
  async function renderProjects(addDialogBody: AddDialogBody) {
    provideCollection('projects', 'pt', scaled);
    await loadCodeFor(block);
    const collector = { addPart: () => '/parts/pt/projects/unused.json', addDialogBody };
    return renderWithProviders(createElement(PartsCollectorContext.Provider, { value: collector }, <BlockRenderer block={block} />), { language: 'pt', path: '/projects' });
  }

  it('keeps its title, its close button and a loading line, and hands its body to the prerender', async () => {
    const bodies = new Map<string, ReactElement>();
    const { container } = await renderProjects((id, content) => {
      bodies.set(id, content);
      return { address: '/parts/pt/projects/dialogs-1.json', first: bodies.size === 1 };
    });
    const dialogs = [...container.querySelectorAll('dialog')];
    expect(dialogs).toHaveLength(scaled.items.length);
    expect(dialogs.map((dialog) => dialog.id)).toEqual([...bodies.keys()]);
    for (const [index, dialog] of dialogs.entries()) {
      const project = scaled.items[index]!;
      // A closed dialog is out of the accessibility tree: its roles are found among the hidden.
      const inDialog = within(dialog);
      expect(inDialog.getByRole('heading', { level: 2, hidden: true }).textContent).toBe(project.title.pt);
      expect(inDialog.getByRole('button', { name: t('pt', 'dialog.close'), hidden: true })).toBeTruthy();
      expect(inDialog.getByRole('status', { hidden: true }).textContent).toBe(t('pt', 'dialog.loading'));
      // Its body is not on the page: no section headings, no team.
      expect(inDialog.queryAllByRole('heading', { level: 3, hidden: true })).toEqual([]);
      expect(dialog.textContent).not.toContain(project.team[0]!.name);
      expect(dialog.querySelector('[data-dialog-part]')!.getAttribute('data-dialog-part')).toBe('/parts/pt/projects/dialogs-1.json');
    }
    // The failure's line and its retry are written once, in the first dialog, inert.
    const templates = container.querySelectorAll('template');
    expect(templates).toHaveLength(1);
    expect(dialogs[0]!.contains(templates[0]!)).toBe(true);
    expect(templates[0]!.content.textContent).toBe(`${t('pt', 'dialog.failed')}${t('pt', 'dialog.retry')}`);
    // What the prerender renders into the part is the dialog's whole body.
    const project = scaled.items[9]!;
    const part = document.createElement('div');
    part.innerHTML = renderToStaticMarkup(<AppProviders language="pt" scope="root">{bodies.get(dialogs[9]!.id)!}</AppProviders>);
    expect([...part.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['project.objectives', 'project.funding', 'project.partners', 'project.team'].filter((key) => key !== 'project.partners' || project.partners?.length).map((key) => t('pt', key)));
    for (const member of project.team) expect(part.textContent).toContain(member.name);
  });

  it('is whole while the prerender keeps the page\'s dialogs (a page with few)', async () => {
    const { container } = await renderProjects(() => undefined);
    const project = scaled.items[9]!;
    const dialog = container.querySelectorAll('dialog')[9]!;
    expect(within(dialog).getByRole('heading', { level: 2, hidden: true }).textContent).toBe(project.title.pt);
    expect(within(dialog).getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent)).toContain(t('pt', 'project.team'));
    for (const member of project.team) expect(dialog.textContent).toContain(member.name);
    expect(dialog.querySelector('[data-dialog-part]')).toBeNull();
    expect(document.querySelector('template')).toBeNull();
  });
});
