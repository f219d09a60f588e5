// A sidebar entry labelled with its own text (as a page added from the editor is), beside entries
// labelled by a locale key: each shows in the visitor's language, with no locale file involved.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import type { SidebarEntry } from '../../src/generated/schemas.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { localizePath } from '../../src/i18n/language-paths.ts';
import { site } from '../../src/site.ts';
import { pageDoc } from '../support/sample-data.ts';
import { loadCodeFor, renderApp } from './render.tsx';

const original = site.sidebar;
// The home page's blocks load as the browser loads them; a test that ended first would leave their imports
// running after its environment is gone.
beforeAll(() => loadCodeFor(pageDoc('home').blocks));
afterEach(() => {
  site.sidebar = original;
});

const entry: SidebarEntry = { path: '/seminars', label: { pt: 'Seminários', en: 'Seminars', es: 'Seminarios' }, icon: 'microphone' };

describe('a sidebar label written inline', () => {
  it.each(['pt', 'en', 'es'] as Language[])('shows in %s at its place', async (language) => {
    site.sidebar = [original[0], ...original.slice(1, 2), entry, ...original.slice(2)];
    await renderApp('/', language);
    const links = within(screen.getByRole('navigation', { name: { pt, en, es }[language]['shell.mainNavigation'] })).getAllByRole('link');
    expect(links[2]).toHaveTextContent((entry.label as Record<Language, string>)[language]);
    expect(links[2]).toHaveAttribute('href', localizePath('/seminars', language));
    // The entries around it keep their locale keys' labels.
    if (language === 'pt') expect(links[1]).toHaveTextContent(pt[original[1]!.label as keyof typeof pt]);
  });
});
