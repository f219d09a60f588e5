import { Button, type ButtonProps } from '@mantine/core';
import type { IconName } from '../../generated/schemas.ts';
import { SchemaIcon } from '../../icons.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { opensNewTab, SmartLink } from './SmartLink.tsx';

/**
 * The link button of one item in a list of like items (Apply on a position, Download on an award).
 * The buttons read the same word, so each names its item for screen readers ("Apply: <title>"), the
 * visible word first as WCAG's label-in-name asks. The label replaces the link's text, so it repeats
 * SmartLink's "opens in a new tab" hint for links that open one.
 */
export function ItemAction({ href, label, item, icon, newTab = false, ...props }: { href: string; label: string; item: string; icon: IconName; newTab?: boolean } & ButtonProps) {
  const { t } = useLanguage();
  // A page of this site opens in a new tab only when asked (a view's newTab "always"); other sites and files always do.
  const forcedTab = newTab && !opensNewTab(href) ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Button
      component={SmartLink}
      href={href}
      {...forcedTab}
      leftSection={<SchemaIcon name={icon} size={props.size === 'xs' ? 14 : 16} />}
      style={{ alignSelf: 'flex-start' }}
      aria-label={`${label}: ${item}${newTab || opensNewTab(href) ? ` ${t('link.opensInNewTab')}` : ''}`}
      {...props}
    >
      {label}
    </Button>
  );
}
