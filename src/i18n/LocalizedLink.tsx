import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { localizePath } from './language-paths.ts';
import { withBase } from './site-base.ts';
import { useLanguage } from './LanguageProvider.tsx';

/**
 * A link to an unprefixed internal path ('/contact'), sent to that page in the current language
 * ('/en/contact'). Documents and the shell name pages without a language; this adds it. A plain link:
 * every page is its own prerendered document, so following it needs no script. Under a sub-path the
 * link carries it ('/site/en/contact').
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(function LocalizedLink({ to, ...rest }, ref) {
  const { language } = useLanguage();
  return <a ref={ref} href={withBase(localizePath(to, language))} {...rest} />;
});
