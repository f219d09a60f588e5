// Which page texts wait for a translation or carry a stale one, with file and JSON pointer: the one
// list that `npm run validate` summarises, `npm run translations` prints for a translator, the strict
// setting (site.json's translations.requireComplete) refuses, and the editor's translation view shows.
// Pure (no Node, no DOM), so the build and the editor's browser code share it.
import { isLocalizedText } from './localized-text.ts';
import { TRANSLATED_LANGUAGES, translationState, type DraftableText, type TranslatedLanguage } from './translation-status.ts';

export interface PendingTranslation {
  /** The file, relative to the project root ("pages-data/collections/news.json"). */
  file: string;
  /** JSON pointer of the text object ({ pt, en?, es? }) in that file. */
  pointer: string;
  language: TranslatedLanguage;
  /** missing: the language waits for its translation; stale: the Portuguese changed after it was translated. */
  state: 'missing' | 'stale';
  /** The Portuguese to translate from. */
  pt: string;
  /** The translation as it stands (a stale one), for a translator to revise. */
  current?: string;
}

export const LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { en: 'English', es: 'Spanish' };

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every waiting or stale translation of one file's data, in document order. */
export function pendingTranslations(file: string, data: unknown): PendingTranslation[] {
  const found: PendingTranslation[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!node || typeof node !== 'object') return;
    if (isLocalizedText(node) && typeof node.pt === 'string') {
      const text = node as DraftableText;
      for (const language of TRANSLATED_LANGUAGES) {
        const state = translationState(text, language);
        if (state !== 'translated') found.push({ file, pointer, language, state, pt: text.pt, ...(state === 'stale' && { current: text[language] }) });
      }
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointer(key)}`);
  };
  walk(data, '');
  return found;
}

/** What a pending translation needs, in a plain sentence. */
export function pendingSentence(item: PendingTranslation): string {
  const name = LANGUAGE_NAMES[item.language];
  return item.state === 'missing' ? `waits for its ${name} translation` : `the ${name} translation is stale: the Portuguese changed after it was translated`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One sentence for the whole list: "12 texts wait for English, 4 for Spanish; 3 translations are stale." */
export function translationSummary(items: readonly PendingTranslation[]): string {
  if (items.length === 0) return 'Every text is translated into English and Spanish.';
  const waiting = TRANSLATED_LANGUAGES.map((language) => [language, items.filter((item) => item.state === 'missing' && item.language === language).length] as const).filter(([, n]) => n > 0);
  const stale = items.filter((item) => item.state === 'stale').length;
  const parts: string[] = [];
  waiting.forEach(([language, n], index) => {
    const verb = n === 1 ? 'waits' : 'wait';
    parts.push(index === 0 ? `${count(n, 'text', 'texts')} ${verb} for ${LANGUAGE_NAMES[language]}` : `${n} for ${LANGUAGE_NAMES[language]}`);
  });
  const sentence = parts.join(', ');
  const staleWords = stale > 0 ? `${count(stale, 'translation is', 'translations are')} stale` : '';
  return `${[sentence, staleWords].filter(Boolean).join('; ')}.`.replace(/^./, (first) => first.toUpperCase());
}

/** How many texts of a file need a translator (waiting and stale, per language): the editor's "N to translate". */
export const toTranslateCount = (file: string, data: unknown): number => pendingTranslations(file, data).length;
