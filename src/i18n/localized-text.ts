// How a page text reads in one language while its translation may still wait (translation-status.ts).
// A text arrives whole ({ pt, en?, es? }, from site.json) or reduced to one language by onlyLanguage
// (scripts/lib/only-language.ts): a translated text keeps { en: "…" }, a waiting one keeps { pt: "…" }.
// Either way a missing language means "show the Portuguese, and say it is Portuguese".
import type { LocalizedText } from '../generated/schemas.ts';
import { HTML_LANG, type Language } from './languages.ts';

type Readable = Pick<LocalizedText, 'pt' | 'en' | 'es'>;

/** The language a text is shown in on a `language` page: its own, or Portuguese while it waits. */
export function shownLanguage(text: Readable, language: Language): Language {
  return typeof text[language] === 'string' ? language : 'pt';
}

/** The text on a `language` page: its translation, or the Portuguese while the translation waits. */
export function localText(text: Readable, language: Language): string {
  return text[shownLanguage(text, language)] ?? '';
}

/** The `lang` attribute an element needs for this text on a `language` page: set only when it differs from the page's. */
export function langAttribute(text: Readable, language: Language): string | undefined {
  const shown = shownLanguage(text, language);
  return shown === language ? undefined : HTML_LANG[shown];
}

/** Whether an object is a page text ({ pt, en?, es?, translatedFrom? }) or one reduced to a single language. */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (entries.length === 0) return false;
  let languages = 0;
  for (const [key, child] of entries) {
    if (key === 'translatedFrom' && child && typeof child === 'object') continue;
    if ((key !== 'pt' && key !== 'en' && key !== 'es') || typeof child !== 'string') return false;
    languages += 1;
  }
  return languages > 0;
}

/**
 * How many page texts a value holds and how many of them wait for `language` (shown in Portuguese). A
 * record or a page whose every text waits is "untranslated" and says so once (TranslationNotice).
 */
export function waitingShare(value: unknown, language: Language): { texts: number; waiting: number } {
  const share = { texts: 0, waiting: 0 };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if (isLocalizedText(node)) {
      share.texts += 1;
      if (shownLanguage(node, language) !== language) share.waiting += 1;
      return;
    }
    Object.values(node).forEach(walk);
  };
  walk(value);
  return share;
}

/** Whether every page text of a record or document waits for `language` (never on a Portuguese page). */
export function isUntranslated(value: unknown, language: Language): boolean {
  if (language === 'pt') return false;
  const { texts, waiting } = waitingShare(value, language);
  return texts > 0 && waiting === texts;
}
