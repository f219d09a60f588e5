import { isLocalizedText } from '../../i18n/localized-text.ts';
import { Localized } from '../../i18n/Localized.tsx';

/** A record field's words as an element's content: a page text through Localized (marked while it waits), anything else as written. */
export function FieldText({ value }: { value: unknown }) {
  if (isLocalizedText(value)) return <Localized text={value} />;
  return <>{value === undefined || value === null ? '' : String(value)}</>;
}
