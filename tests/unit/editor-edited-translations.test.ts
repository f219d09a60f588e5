// Issue 48 §3: a translation written in the same edit as its Portuguese, or after it, is current; only one
// older than its Portuguese is stale. The rule (src/i18n/translation-status.ts, afterEdit), the save's walk
// over a whole document (editor/app/edited-translations.ts), and the trilingual field's own writing.
import { describe, expect, it } from 'vitest';
import { stampEditedTranslations } from '../../editor/app/edited-translations.ts';
import { withLanguage } from '../../editor/app/form/LocalizedTextField.tsx';
import { documentToSave, type OpenFile } from '../../editor/app/use-editor.ts';
import { toTranslateCount } from '../../src/i18n/translation-report.ts';
import { afterEdit, fingerprint, translationState, type DraftableText } from '../../src/i18n/translation-status.ts';

const states = (text: DraftableText) => [translationState(text, 'en'), translationState(text, 'es')];

describe('a translation written in the same edit as its Portuguese', () => {
  const saved: DraftableText = { pt: 'Professor Titular', en: 'Full Professor', es: 'Profesor Titular' };

  it('is current whatever order the three languages were typed in', () => {
    const orders: ('pt' | 'en' | 'es')[][] = [['pt', 'en', 'es'], ['en', 'es', 'pt'], ['en', 'pt', 'es'], ['es', 'pt', 'en']];
    const typed = { pt: 'Professora Titular', en: 'Full Professor (she)', es: 'Profesora Titular' };
    for (const order of orders) {
      let text: DraftableText | undefined = saved;
      for (const language of order) text = withLanguage(text, language, typed[language]) as DraftableText;
      const written = afterEdit(saved, text!);
      expect(states(written), order.join(' → ')).toEqual(['translated', 'translated']);
      expect(written.translatedFrom).toEqual({ en: fingerprint(typed.pt), es: fingerprint(typed.pt) });
    }
  });

  it('is current in the field already when typed after the Portuguese (no save needed to count it)', () => {
    let text = withLanguage(saved, 'pt', 'Professora Titular') as DraftableText;
    expect(states(text)).toEqual(['stale', 'stale']);
    text = withLanguage(text, 'en', 'Full Professor (she)') as DraftableText;
    expect(states(text)).toEqual(['translated', 'stale']);
  });

  it('stays stale when left as it was while the Portuguese changed', () => {
    const text = withLanguage(saved, 'pt', 'Professora Titular') as DraftableText;
    const written = afterEdit(saved, withLanguage(text, 'en', 'Full Professor (she)') as DraftableText);
    expect(states(written)).toEqual(['translated', 'stale']);
    expect(written.translatedFrom?.es).toBe(fingerprint(saved.pt));
    // Changed by hand in the file's text (no field to stamp it), the same: the untouched one is stale.
    expect(states(afterEdit(saved, { ...saved, pt: 'Professora Titular', en: 'Full Professor (she)' }))).toEqual(['translated', 'stale']);
  });

  it('revised after its Portuguese changed in an earlier edit is current again; one never stamped and whose Portuguese did not change is left as written', () => {
    const stale: DraftableText = { pt: 'Novo', en: 'Old', es: 'Viejo', translatedFrom: { en: fingerprint('Antigo'), es: fingerprint('Antigo') } };
    expect(states(afterEdit(stale, { ...stale, en: 'New' }))).toEqual(['translated', 'stale']);
    const plain = afterEdit(saved, { ...saved, en: 'Full professor' });
    expect(plain).toEqual({ ...saved, en: 'Full professor' });
    // Nothing changed: the very same object.
    expect(afterEdit(saved, saved)).toBe(saved);
  });
});

describe("the save's walk over a document", () => {
  const page = {
    meta: { title: { pt: 'Sobre', en: 'About', es: 'Acerca de' } },
    blocks: [
      { type: 'pageHeader', title: { pt: 'Sobre mim', en: 'About me', es: 'Sobre mí' } },
      { type: 'richText', heading: { pt: 'Biografia', en: 'Biography', es: 'Biografía' }, paragraphs: [{ pt: 'Um', en: 'One', es: 'Uno' }] },
    ],
  };

  it('typing all three languages of every text in one edit leaves 0 to translate', () => {
    const edited = structuredClone(page);
    edited.meta.title = { pt: 'Quem sou', en: 'Who I am', es: 'Quién soy' };
    edited.blocks[0]!.title = { pt: 'Quem sou eu', en: 'Who I am', es: 'Quién soy yo' };
    // As the field writes it: the Portuguese first stamps the old fingerprint, then the translations are typed.
    const viaField = structuredClone(page);
    viaField.meta.title = withLanguage(withLanguage(withLanguage(page.meta.title, 'pt', 'Quem sou'), 'en', 'Who I am'), 'es', 'Quién soy') as typeof page.meta.title;
    viaField.blocks[0]!.title = withLanguage(withLanguage(withLanguage(page.blocks[0]!.title, 'en', 'Who I am'), 'es', 'Quién soy yo'), 'pt', 'Quem sou eu') as typeof page.meta.title;
    for (const document of [edited, viaField]) expect(toTranslateCount('pages-data/about.json', stampEditedTranslations(page, document))).toBe(0);
  });

  it('pairs a moved entry with its own saved texts, not its new neighbour’s', () => {
    const stale = { pt: 'Novo', en: 'Old', translatedFrom: { en: fingerprint('Antigo') } };
    const saved = { items: [{ text: stale, note: 'a' }, { text: { pt: 'Outro', en: 'Other' }, note: 'b' }] };
    // The stale entry moved down, nothing typed: it stays stale (paired by content, not by place).
    const moved = { items: [saved.items[1], saved.items[0]] };
    expect(stampEditedTranslations(saved, moved)).toEqual(moved);
    // Records with ids are paired by id.
    const records = { items: [{ id: 'a', title: stale }, { id: 'b', title: { pt: 'Outro', en: 'Other' } }] };
    const reordered = { items: [records.items[1], { ...records.items[0], title: { ...stale, pt: 'Mais novo' } }] };
    expect(((stampEditedTranslations(records, reordered) as typeof records).items[1]!.title as DraftableText).translatedFrom).toEqual({ en: fingerprint('Antigo') });
  });

  it('is what the editor counts and saves for an open file with unsaved edits', () => {
    const data = structuredClone(page);
    data.meta.title = { ...withLanguage(page.meta.title, 'en', 'About (new)') as typeof page.meta.title };
    data.meta.title = withLanguage(data.meta.title, 'pt', 'Sobre (novo)') as typeof page.meta.title;
    const file: OpenFile = { path: 'pages-data/about.json', kind: 'page', data, saved: page, version: 'v' };
    expect(toTranslateCount(file.path, data)).toBe(2);
    expect(toTranslateCount(file.path, documentToSave(file))).toBe(1);
    expect(documentToSave({ ...file, data: page })).toBe(page);
  });
});
