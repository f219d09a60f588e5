// The editor page's trilingual field and the way the build's problems reach the form's fields.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '../../editor/app/form/DocumentForm.tsx';
import { isLocalizedTextSchema, PORTUGUESE_REQUIRED, withLanguage } from '../../editor/app/form/LocalizedTextField.tsx';
import { fingerprint, translationState, type DraftableText } from '../../src/i18n/translation-status.ts';
import { errorSchemaFor, fieldIdOf, fieldPathOf, pointerOfField } from '../../editor/app/form/problem-fields.ts';
import { formSpecFor } from '../../editor/app/SelectionForm.tsx';
import { ownerOf } from '../../editor/app/selection.ts';
import { pageOutline } from '../../editor/app/outline/outline.ts';
import type { Problem } from '../../editor/shared/protocol.ts';
import { schemas } from './editor-app-support.ts';

const header = { type: 'pageHeader', title: { pt: 'Sobre', en: 'About', es: 'Acerca de' }, subtitle: { pt: 'Sub', en: 'Sub', es: 'Sub' } };
const page = { $schema: '../schemas/page.schema.json', version: 1, meta: {}, blocks: [header] };

function renderBlock(value: unknown, problems: Problem[] = []) {
  const spec = formSpecFor(schemas, 'pages-data/about.json', 'page', { ...page, blocks: [value] }, '/blocks/0')!;
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer="/blocks/0" problems={problems} onChange={onChange} label="block" />
    </MantineProvider>,
  );
  return onChange;
}

/** Types into a field and leaves it, which commits at once (no wait for the pause). */
function typeAndLeave(input: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

describe('the trilingual field', () => {
  it('shows the three languages together, each labelled', () => {
    renderBlock(header);
    const subtitle = screen.getByRole('group', { name: /Subtitle/ });
    expect(within(subtitle).getByLabelText('Português (pt)')).toHaveValue('Sub');
    expect(within(subtitle).getByLabelText('English (en)')).toHaveValue('Sub');
    expect(within(subtitle).getByLabelText('Español (es)')).toHaveValue('Sub');
  });

  it("names a list's texts after the list, numbered, without the shared schema's name or description", () => {
    const text = (en: string) => ({ pt: en, en, es: en });
    renderBlock({ type: 'richText', paragraphs: [text('One.'), text('Two.')] });
    for (const [index, value] of ['One.', 'Two.'].entries())
      expect(within(screen.getByRole('group', { name: new RegExp(`^Paragraph ${index + 1}`) })).getByLabelText('English (en)')).toHaveValue(value);
    expect(screen.queryByText('LocalizedText')).toBeNull();
    expect(screen.queryByText(/side by side so a translator/)).toBeNull();
  });

  it("names a list's entries after the list, not after the type the schema gives them", () => {
    const text = (en: string) => ({ pt: en, en, es: en });
    const units = [
      { title: text('Modelling'), topics: [text('Balances')] },
      { title: text('Control'), topics: [text('PID')] },
    ];
    renderBlock({ type: 'syllabus', collection: 'courses', record: 'ppiq', units });
    expect(screen.queryByText('SyllabusUnit')).toBeNull();
    expect(screen.getAllByText(/^Unit$/)).toHaveLength(units.length);
  });

  it('changes one language and keeps the others', () => {
    const onChange = renderBlock(header);
    typeAndLeave(within(screen.getByRole('group', { name: /Title/ })).getByLabelText('English (en)'), 'About me');
    expect(onChange).toHaveBeenLastCalledWith({ ...header, title: { pt: 'Sobre', en: 'About me', es: 'Acerca de' } });
  });

  it('removes an optional text whose three languages are cleared, rather than leaving empty strings', () => {
    let value: unknown = header;
    const spec = formSpecFor(schemas, 'pages-data/about.json', 'page', page, '/blocks/0')!;
    const onChange = vi.fn((next: unknown) => {
      value = next;
    });
    const { rerender } = render(
      <MantineProvider>
        <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer="/blocks/0" problems={[]} onChange={onChange} label="block" />
      </MantineProvider>,
    );
    for (const language of ['Português (pt)', 'English (en)', 'Español (es)']) {
      typeAndLeave(within(screen.getByRole('group', { name: /Subtitle/ })).getByLabelText(language), '');
      rerender(
        <MantineProvider>
          <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer="/blocks/0" problems={[]} onChange={onChange} label="block" />
        </MantineProvider>,
      );
    }
    expect(value).toEqual({ type: 'pageHeader', title: header.title });
    expect(Object.keys(value as object)).not.toContain('subtitle');
  });

  it('removes an emptied translation, so the text waits for it, never "" (src/i18n/translation-status.ts)', () => {
    expect(withLanguage({ pt: 'a', en: 'b', es: 'c' }, 'en', '')).toEqual({ pt: 'a', es: 'c' });
    expect(withLanguage({ pt: 'a', en: 'b', es: 'c', translatedFrom: { en: '01234567', es: '89abcdef' } }, 'es', '')).toEqual({ pt: 'a', en: 'b', translatedFrom: { en: '01234567' } });
    expect(withLanguage({ pt: '', en: '', es: 'c' }, 'es', '')).toBeUndefined();
    expect(withLanguage(undefined, 'pt', 'Novo')).toEqual({ pt: 'Novo' });
    expect(Object.keys(withLanguage({ pt: 'a' }, 'es', 'x')!)).toEqual(['pt', 'es']);
  });

  it('marks the translations stale when the Portuguese changes under them, and current again when it comes back', () => {
    const changed = withLanguage({ pt: 'Sobre', en: 'About' }, 'pt', 'Sobre mim')!;
    expect(changed).toEqual({ pt: 'Sobre mim', en: 'About', translatedFrom: { en: fingerprint('Sobre') } });
    expect(translationState(changed as DraftableText, 'en')).toBe('stale');
    const emptied = withLanguage({ pt: 'Sobre', en: 'About' }, 'pt', '')!;
    expect(translationState(withLanguage(emptied, 'pt', 'Sobre') as DraftableText, 'en')).toBe('translated');
    expect(translationState(withLanguage(emptied, 'pt', 'Outro') as DraftableText, 'en')).toBe('stale');
  });

  it('names an emptied Portuguese at its input while a translation remains', () => {
    renderBlock({ ...header, title: { pt: '', en: 'About', es: 'Acerca de' } });
    const portuguese = within(screen.getByRole('group', { name: /^Title/ })).getByLabelText('Português (pt)');
    expect(portuguese).toHaveAttribute('aria-invalid', 'true');
    expect(portuguese).toHaveAccessibleDescription(expect.stringContaining(PORTUGUESE_REQUIRED));
  });

  it('recognises a trilingual text with or without the fingerprints of its translations', () => {
    const text = { type: 'object', properties: { pt: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } } as const;
    expect(isLocalizedTextSchema(text)).toBe(true);
    expect(isLocalizedTextSchema({ ...text, properties: { ...text.properties, translatedFrom: { type: 'object' } } })).toBe(true);
    expect(isLocalizedTextSchema({ ...text, properties: { pt: { type: 'string' }, en: { type: 'string' } } })).toBe(false);
  });

  it('commits typing after a pause, not on every key', () => {
    vi.useFakeTimers();
    try {
      const onChange = renderBlock(header);
      const input = within(screen.getByRole('group', { name: /Title/ })).getByLabelText('Español (es)');
      act(() => {
        fireEvent.change(input, { target: { value: 'Acerca' } });
        fireEvent.change(input, { target: { value: 'Acerca d' } });
      });
      expect(onChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(300));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenLastCalledWith({ ...header, title: { ...header.title, es: 'Acerca d' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('problems and fields', () => {
  it('maps a problem pointer to the field path inside the selected block, and back', () => {
    expect(fieldPathOf({ pointer: '/blocks/2/title/en', message: 'must not be empty' }, '/blocks/2')).toEqual(['title', 'en']);
    expect(fieldPathOf({ pointer: '/blocks/2', message: 'missing required property "title"' }, '/blocks/2')).toEqual(['title']);
    expect(fieldPathOf({ pointer: '/blocks/21/title', message: 'x' }, '/blocks/2')).toBeUndefined();
    expect(fieldPathOf({ pointer: '/blocks/2/ids/1', message: 'x' }, '/blocks/2')).toEqual(['ids', '1']);
    expect(pointerOfField('/blocks/2', ['title', 'en'])).toBe('/blocks/2/title/en');
    expect(pointerOfField('/items/0', ['a/b'])).toBe('/items/0/a~1b');
    expect(fieldIdOf(['ids', 1])).toBe('root_ids_1');
    expect(errorSchemaFor([{ file: 'f', pointer: '/blocks/2/ids/1', message: 'unknown id' }], '/blocks/2')).toEqual({ ids: { 1: { __errors: ['unknown id'] } } });
  });

  it('gives each problem to the innermost block it is in', () => {
    const document = { blocks: [{ type: 'richText' }, { type: 'section', blocks: [{ type: 'list' }] }] };
    const outline = pageOutline(document);
    expect(ownerOf('/blocks/1/blocks/0/items/2', 'page', document, outline)).toBe('/blocks/1/blocks/0');
    expect(ownerOf('/blocks/1/heading', 'page', document, outline)).toBe('/blocks/1');
    expect(ownerOf('/meta/title/en', 'page', document, outline)).toBe('/meta');
    expect(ownerOf('/items/3/title', 'collection', { items: [{}, {}, {}, {}] }, undefined)).toBe('/items/3');
  });

  it("shows the build's sentence next to its field", () => {
    renderBlock({ ...header, title: { ...header.title, en: '' } }, [
      { file: 'pages-data/about.json', pointer: '/blocks/0/title/en', message: 'must not be empty' },
      { file: 'pages-data/about.json', pointer: '/blocks/0/subtitle', message: 'missing required property "es" (the Spanish text)' },
    ]);
    const english = within(screen.getByRole('group', { name: /Title/ })).getByLabelText('English (en)');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription(expect.stringContaining('must not be empty'));
    expect(screen.getByText('must not be empty')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /Subtitle/ })).getByText('missing required property "es" (the Spanish text)')).toBeInTheDocument();
  });
});
