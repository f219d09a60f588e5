import type { LocalizedText } from '../generated/schemas.ts';
import { useLanguage } from './LanguageProvider.tsx';

/**
 * A page text as an element's content. While the text waits for the page's language it shows the
 * Portuguese inside <span lang="pt-BR">, so screen readers pronounce it and search engines index it as
 * Portuguese; a translated text is plain text, with no extra element.
 */
export function Localized({ text }: { text: LocalizedText }) {
  const { localize, langOf } = useLanguage();
  const lang = langOf(text);
  return lang ? <span lang={lang}>{localize(text)}</span> : <>{localize(text)}</>;
}
