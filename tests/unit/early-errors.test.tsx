// A form sent before its code runs: the prerendered form shows its blank required fields' errors at
// once, with no code loaded, and the form then hydrates over them without a single mismatch (React would
// otherwise throw the page's form away and render it again). Each form, in two languages; the messages
// are the forms' own.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/AppProviders.tsx';
import { blockRegistry } from '../../src/blocks/block-registry.ts';
import ContactForm from '../../src/forms/ContactForm.tsx';
import { forgetEarlyErrors, handOverForms, showBlankErrors } from '../../src/forms/early-errors.ts';
import MeetingForm from '../../src/forms/MeetingForm.tsx';
import { localizePath } from '../../src/i18n/language-paths.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { loadLocale } from '../../src/i18n/locales.ts';
import { ServerAddressProvider } from '../../src/renderer/page-address.ts';

const FORMS = { contact: ContactForm, meeting: MeetingForm } as const;
const SEND = { contact: 'form.contact.submit', meeting: 'form.meeting.submit' } as const;
/** The fields each form requires, with the message key each shows when sent empty. */
const REQUIRED = {
  contact: { firstName: 'required', lastName: 'required', email: 'invalid', subject: 'required', message: 'required' },
  meeting: { firstName: 'required', lastName: 'required', email: 'invalid', meetingFormat: 'required', preferredDate: 'required', preferredTime: 'required', subject: 'required' },
} as const;

// React's act() for the hydration done here by hand, as Testing Library's render does for its own.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  forgetEarlyErrors(document.body);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function page(name: keyof typeof FORMS, language: Language): ReactElement {
  const Form = FORMS[name];
  const url = localizePath(`/${name}`, language);
  return (
    <MemoryRouter initialEntries={[url]}>
      <ServerAddressProvider url={url}>
        <AppProviders language={language} registry={blockRegistry}>
          <Form />
        </AppProviders>
      </ServerAddressProvider>
    </MemoryRouter>
  );
}

/** Mantine's generated ids numbered by first appearance, so two renders of one form compare. */
function sameIds(html: string): string {
  const ids = new Map<string, number>();
  return html.replace(/mantine-(?!focus)[\w]+?(?=-error|-label|-description|")/g, (id) => `id${ids.get(id) ?? ids.set(id, ids.size).size - 1}`);
}

/** The form as the prerender writes it, in a page at its address. */
function prerendered(name: keyof typeof FORMS, language: Language): HTMLElement {
  window.history.replaceState(null, '', localizePath(`/${name}`, language));
  const island = document.createElement('div');
  island.innerHTML = renderToString(page(name, language));
  document.body.append(island);
  return island;
}

describe.each(['contact', 'meeting'] as const)('the %s form sent before its code runs', (name) => {
  it.each(['pt', 'en'] as const)('shows the required messages at once, in %s, and hydrates over them unchanged', async (language) => {
    const strings = await loadLocale(language);
    const island = prerendered(name, language);
    const form = island.querySelector('form')!;

    const expected = Object.entries(REQUIRED[name]).map(([field, kind]) => strings[`validation.${field}.${kind}`]!);
    expect(showBlankErrors(form)).toBe(true);
    for (const text of expected) expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByLabelText(new RegExp(`^${strings['form.firstName']}`))).toHaveAttribute('aria-invalid', 'true');
    const shown = island.innerHTML;

    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    handOverForms(island);
    await act(async () => {
      hydrateRoot(island, page(name, language), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    for (const text of expected) expect(screen.getByText(text)).toBeVisible();
    // What the running form changes: the date field's lower limit, the mark that it runs, and the ids
    // (Mantine gives each field a new one once it runs).
    const settled = island.innerHTML.replace(/ min="[\d-]+"/, '').replace(' data-ready="true"', '');
    expect(sameIds(settled)).toBe(sameIds(shown));

    // The form now owns those errors: editing a field clears its message, as it would have its own.
    fireEvent.change(screen.getByLabelText(new RegExp(`^${strings['form.firstName']}`)), { target: { value: 'Ana' } });
    await waitFor(() => expect(screen.queryByText(expected[0]!)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: strings[SEND[name]] }));
    for (const text of expected.slice(1)) expect(await screen.findByText(text)).toBeVisible();
  });

  it('leaves a field filled but wrong to the form, which finds it once it runs', async () => {
    const strings = await loadLocale('pt');
    const island = prerendered(name, 'pt');
    const form = island.querySelector('form')!;
    fireEvent.input(form.elements.namedItem('email') as HTMLInputElement, { target: { value: 'ana@' } });
    showBlankErrors(form);
    expect(screen.getByText(strings['validation.firstName.required']!)).toBeVisible();
    expect(screen.queryByText(strings['validation.email.invalid']!)).toBeNull();

    handOverForms(island);
    await act(async () => {
      hydrateRoot(island, page(name, 'pt'));
    });
    fireEvent.click(screen.getByRole('button', { name: strings[SEND[name]] }));
    expect(await screen.findByText(strings['validation.email.invalid']!)).toBeVisible();
    expect(screen.getByText(strings['validation.firstName.required']!)).toBeVisible();
  });

  it('clears a field’s message when it is edited before the form runs, and passes a form filled in', async () => {
    const strings = await loadLocale('pt');
    const island = prerendered(name, 'pt');
    const form = island.querySelector('form')!;
    showBlankErrors(form);
    const firstName = screen.getByLabelText(/^Nome/);
    fireEvent.input(firstName, { target: { value: 'Ana' } });
    expect(screen.queryByText(strings['validation.firstName.required']!)).toBeNull();
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(strings['validation.lastName.required']!)).toBeVisible();

    const values: Record<string, string> = { lastName: 'Lima', email: 'ana@example.org', subject: 'Orientação', message: 'Olá', preferredDate: '2030-01-10', preferredTime: '10:00' };
    for (const [field, value] of Object.entries(values)) {
      const element = form.elements.namedItem(field);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) fireEvent.input(element, { target: { value } });
    }
    form.querySelector<HTMLInputElement>('input[type=radio]')?.click();
    expect(showBlankErrors(form)).toBe(false);
    expect(island.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});
