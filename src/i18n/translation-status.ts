// A page text may be written in Portuguese first and translated later. The shape of such a text, in
// documents and collections (schemas/common/localized-text.schema.json):
//
//   { "pt": "Texto" }                                     en and es wait for their translation
//   { "pt": "Texto", "en": "Text" }                       es waits
//   { "pt": "Texto novo", "en": "Text", "es": "Texto",
//     "translatedFrom": { "en": "1a2b3c4d" } }            en was made from another Portuguese: stale
//
// A missing language is waiting for its translation; it is never filled with a copy. `translatedFrom`
// keeps, per language, the fingerprint of the Portuguese that translation was made from. A translation
// without one was written beside its Portuguese by hand and counts as current; the editor stamps the old
// fingerprint when the Portuguese changes under an existing translation, and "mark as translated" (or an
// import) writes the current one. Pure, with no Node or DOM, so the build, the editor and tests share it.

export type TranslatedLanguage = 'en' | 'es';
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['en', 'es'];

export interface DraftableText {
  pt: string;
  en?: string;
  es?: string;
  translatedFrom?: Partial<Record<TranslatedLanguage, string>>;
}

export type TranslationState = 'translated' | 'missing' | 'stale';

/**
 * A short fingerprint of a Portuguese text: 8 hex digits of 32-bit FNV-1a over its UTF-16 code units,
 * after Unicode normalisation (NFC) and trimming, so an invisible difference does not make a text stale.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of text.normalize('NFC').trim()) {
    for (let index = 0; index < unit.length; index += 1) {
      hash ^= unit.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

/** Whether `language`'s text is there and was made from the Portuguese the text holds now. */
export function translationState(text: DraftableText, language: TranslatedLanguage): TranslationState {
  const translation = text[language];
  if (typeof translation !== 'string' || translation.length === 0) return 'missing';
  const source = text.translatedFrom?.[language];
  return source === undefined || source === fingerprint(text.pt) ? 'translated' : 'stale';
}

/** The text with `language` marked as a translation of the Portuguese it holds now. */
export function markTranslated(text: DraftableText, language: TranslatedLanguage): DraftableText {
  return { ...text, translatedFrom: { ...text.translatedFrom, [language]: fingerprint(text.pt) } };
}

/**
 * The text after its Portuguese changed to `pt`: each existing translation that carried no fingerprint
 * gets the old Portuguese's, so it is known to be stale rather than silently taken as current.
 */
export function withPortuguese(text: DraftableText, pt: string): DraftableText {
  if (pt === text.pt) return text;
  const stamped = { ...text.translatedFrom };
  for (const language of TRANSLATED_LANGUAGES) {
    if (text[language] && stamped[language] === undefined) stamped[language] = fingerprint(text.pt);
  }
  const next: DraftableText = { ...text, pt };
  if (Object.keys(stamped).length > 0) next.translatedFrom = stamped;
  return next;
}

/**
 * The text as an edit leaves it, from `before`, the text as it was saved: a translation written in the
 * same edit as its Portuguese, or after it, is current; only one older than its Portuguese is stale.
 * Each translation that differs from `before`'s (written in this edit) gets the current Portuguese's
 * fingerprint when the Portuguese changed too or it carried a fingerprint already (a translation that
 * never had one and whose Portuguese did not change stays without, current as it was); each one left
 * as it was while the Portuguese changed keeps, or gets, the old Portuguese's, so it is stale. Whatever
 * order the three languages were typed in, the result is the same; the editor's save applies it.
 */
export function afterEdit(before: DraftableText, after: DraftableText): DraftableText {
  if (typeof after.pt !== 'string' || !after.pt) return after;
  const portugueseChanged = before.pt !== after.pt;
  const stamped = { ...after.translatedFrom };
  let changed = false;
  const stamp = (language: TranslatedLanguage, value: string) => {
    if (stamped[language] === value) return;
    stamped[language] = value;
    changed = true;
  };
  for (const language of TRANSLATED_LANGUAGES) {
    const translation = after[language];
    if (typeof translation !== 'string' || !translation) continue;
    if (translation !== before[language]) {
      if (portugueseChanged || stamped[language] !== undefined) stamp(language, fingerprint(after.pt));
    } else if (portugueseChanged && stamped[language] === undefined && before.pt) stamp(language, fingerprint(before.pt));
  }
  return changed ? { ...after, translatedFrom: stamped } : after;
}
