import { Text } from '@mantine/core';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { isUntranslated } from '../../i18n/localized-text.ts';

/**
 * One discreet line where a whole record or page still waits for this language's translation: its texts
 * show in Portuguese (each marked lang="pt-BR"), and the visitor is told why, once, in their language.
 * Nothing on a Portuguese page, nor where only some texts wait.
 */
export function TranslationNotice({ of }: { of: unknown }) {
  const { language, t } = useLanguage();
  if (!isUntranslated(of, language)) return null;
  return (
    <Text size="sm" c="dimmed" fs="italic" data-translation-notice="">
      {t('translation.notice')}
    </Text>
  );
}
