import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { localizePath } from './language-paths.ts';
import { useLanguage } from './LanguageProvider.tsx';

/**
 * A router link to an unprefixed internal path ('/contact'), sent to that page in the current
 * language ('/en/contact'). Documents and the shell name pages without a language; this adds it.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink({ to, ...rest }, ref) {
  const { language } = useLanguage();
  return <Link ref={ref} to={localizePath(to, language)} {...rest} />;
});
