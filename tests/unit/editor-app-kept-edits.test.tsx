// "Clearing the English title of a news record makes the form show the old values again; the next field
// edited is saved, but the new Portuguese title is gone." The form keeps its own data between commits;
// a problem arriving from the build (new props) must not bring back the value it opened on.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentForm } from '../../editor/app/form/DocumentForm.tsx';
import { formSpecFor } from '../../editor/app/SelectionForm.tsx';
import { fingerprint } from '../../src/i18n/translation-status.ts';
import type { Problem } from '../../editor/shared/protocol.ts';
import { schemas } from './editor-app-support.ts';

const header = { type: 'pageHeader', title: { pt: 'Sobre', en: 'About', es: 'Acerca de' }, subtitle: { pt: 'Sub', en: 'Sub', es: 'Sub' } };
const page = { $schema: '../schemas/page.schema.json', version: 1, meta: {}, blocks: [header] };

function typeAndLeave(input: HTMLElement, text: string) {
  act(() => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

/** The form as the editor holds it: each change becomes the value, and the build's problems arrive as new props. */
function editorLikeForm() {
  const spec = formSpecFor(schemas, 'pages-data/about.json', 'page', page, '/blocks/0')!;
  let value: unknown = header;
  const onChange = (next: unknown) => {
    value = next;
  };
  const view = (problems: Problem[]) => (
    <MantineProvider>
      <DocumentForm schema={spec.schema} uiSchema={spec.uiSchema} value={value} pointer="/blocks/0" problems={problems} onChange={onChange} label="block" />
    </MantineProvider>
  );
  const { rerender } = render(view([]));
  return { value: () => value, show: (problems: Problem[]) => rerender(view(problems)) };
}

const language = (group: RegExp, name: string) => within(screen.getByRole('group', { name: group })).getByLabelText(name);

describe('an edit in the form', () => {
  it('stays shown and kept when the build then finds a problem in the form, and the next edit keeps it', () => {
    const form = editorLikeForm();
    typeAndLeave(language(/^Title/, 'Português (pt)'), 'Sobre mim');
    form.show([]);
    typeAndLeave(language(/^Title/, 'English (en)'), '');
    form.show([]);
    // The build's verdict on the emptied English arrives 300 ms later, as a problem on that field.
    form.show([{ file: 'pages-data/about.json', pointer: '/blocks/0/title/en', message: 'must not be empty' }]);
    expect(language(/^Title/, 'Português (pt)')).toHaveValue('Sobre mim');
    expect(language(/^Title/, 'English (en)')).toHaveValue('');
    typeAndLeave(language(/^Subtitle/, 'Español (es)'), 'Subtítulo');
    form.show([{ file: 'pages-data/about.json', pointer: '/blocks/0/title/en', message: 'must not be empty' }]);
    expect((form.value() as typeof header).title.pt).toBe('Sobre mim');
    expect((form.value() as typeof header).subtitle.es).toBe('Subtítulo');
    expect((form.value() as typeof header).title).not.toHaveProperty('en', 'About');
    // And the problem going away (the English typed again) keeps everything too.
    typeAndLeave(language(/^Title/, 'English (en)'), 'About me');
    form.show([]);
    // (The Spanish title was made from the old Portuguese: it keeps that one's fingerprint, and shows as stale.)
    expect(form.value()).toEqual({
      ...header,
      title: { pt: 'Sobre mim', en: 'About me', es: 'Acerca de', translatedFrom: { es: fingerprint('Sobre') } },
      subtitle: { ...header.subtitle, es: 'Subtítulo' },
    });
    expect(language(/^Subtitle/, 'Español (es)')).toHaveValue('Subtítulo');
  });
});
