// Internal paths navigate in the app, in the current language; external addresses open in a new tab, announced to screen
// readers. Every block's links go through here, so the rule lives in one place.
import { VisuallyHidden } from '@mantine/core';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { LocalizedLink } from '../../i18n/LocalizedLink.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { withBase } from '../../i18n/site-base.ts';

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** A file under public/ (a PDF…): the router must not handle it, and it opens in a new tab. */
export function isFile(href: string): boolean {
  return href.startsWith('/') && /\.[a-z0-9]+$/i.test(href.split('#')[0] ?? '');
}

/** Links that SmartLink opens in a new tab (and announces so). */
export function opensNewTab(href: string): boolean {
  return isExternal(href) || isFile(href);
}

type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, children, ...rest }, ref) {
  const { t } = useLanguage();
  if (href.startsWith('/') && !isFile(href)) return <LocalizedLink ref={ref} to={href} {...rest}>{children}</LocalizedLink>;
  if (!isExternal(href) && !isFile(href)) return <a ref={ref} href={href} {...rest}>{children}</a>;
  // A file of the site ('/docs/map.pdf') is under the site's sub-path too. With `download` the browser saves
  // the file rather than opening a tab, and the hint says so.
  return (
    <a ref={ref} href={withBase(href)} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {t(rest.download === undefined ? 'link.opensInNewTab' : 'link.downloadsFile')}</VisuallyHidden>
    </a>
  );
});
