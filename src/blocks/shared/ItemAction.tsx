import { Button, type ButtonProps } from '@mantine/core';
import type { IconName } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { itemButtonProps } from './item-button.tsx';
import { opensNewTab, SmartLink } from './SmartLink.tsx';

interface ItemActionProps {
  href: string;
  label: string;
  item: string;
  icon: IconName;
  newTab?: boolean;
  /** The name the file is saved under: the browser saves it rather than opening it. */
  download?: string;
  /** What the card shows of that file ("PDF", "6 KB"), repeated in the link's hint. */
  downloadFacts?: string[];
}

/**
 * The link button of one item in a list of like items (Apply on a position, Download on an award). Its
 * accessible name replaces the link's text, so it repeats what the link does: a file link with `download`
 * saves the file ("downloads the file, PDF, 6 KB"); another site, or a file to open, opens a new tab.
 */
export function ItemAction({ href, label, item, icon, newTab = false, download, downloadFacts = [], ...props }: ItemActionProps & ButtonProps) {
  const { t } = useLanguage();
  // A page of this site opens in a new tab only when asked (a view's newTab "always"); other sites and files always do.
  const forcedTab = newTab && !opensNewTab(href) ? { target: '_blank', rel: 'noopener' } : {};
  const facts = downloadFacts.filter(Boolean);
  const hint =
    download !== undefined
      ? facts.length
        ? t('link.downloadsFileFacts').replace('{facts}', facts.join(', '))
        : t('link.downloadsFile')
      : newTab || opensNewTab(href)
        ? t('link.opensInNewTab')
        : '';
  return (
    <Button component={SmartLink} href={href} download={download} {...forcedTab} {...itemButtonProps(label, item, icon, props.size, hint && ` ${hint}`)} {...props}>
      {label}
    </Button>
  );
}
