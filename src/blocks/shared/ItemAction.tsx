import { Button, type ButtonProps } from '@mantine/core';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { itemButtonProps } from './item-button.tsx';
import { opensNewTab, SmartLink } from './SmartLink.tsx';

/**
 * The link button of one item in a list of like items (Apply on a position, Download on an award). Its
 * accessible name replaces the link's text, so it repeats SmartLink's "opens in a new tab" hint for links
 * that open one.
 */
export function ItemAction({ href, label, item, icon, newTab = false, download, ...props }: { href: string; label: string; item: string; icon: IconName; newTab?: boolean; download?: string } & ButtonProps) {
  const { t } = useLanguage();
  // A page of this site opens in a new tab only when asked (a view's newTab "always"); other sites and files always do.
  const forcedTab = newTab && !opensNewTab(href) ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <Button
      component={SmartLink}
      href={href}
      download={download}
      {...forcedTab}
      {...itemButtonProps(label, item, icon, props.size, newTab || opensNewTab(href) ? ` ${t('link.opensInNewTab')}` : '')}
      {...props}
    >
      {label}
    </Button>
  );
}
