import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { actionLabel, type ViewAction } from '../../records/record-view.ts';
import { ItemAction } from '../shared/ItemAction.tsx';

/** A view's button for one record. "always" opens even a page of this site in a new tab, announced as such. */
export function RecordAction({ action, href, item }: { action: ViewAction; href: string; item: string }) {
  const { t } = useLanguage();
  return (
    <ItemAction
      href={href}
      label={actionLabel(action, href, { t })}
      item={item}
      icon={action.icon}
      size={action.size ?? 'sm'}
      variant={action.variant ?? 'filled'}
      newTab={action.newTab === 'always'}
    />
  );
}
