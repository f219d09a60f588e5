import { Button, type ButtonProps } from '@mantine/core';
import type { Link } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { contactHref } from './contact-subject.ts';
import { isExternal, SmartLink } from './SmartLink.tsx';
import { Localized } from '../../i18n/Localized.tsx';

/** Where a document's Link goes: a link to /contact with a subject fills the form's subject in. */
export function linkHref(link: Link, localize: (text: NonNullable<Link['subject']>) => string): string {
  return link.subject ? contactHref(localize(link.subject)) : link.href;
}

/** A document's Link shown as a button: filled when its emphasis is primary, outlined otherwise. */
export function LinkButton({ link, ...props }: { link: Link } & ButtonProps) {
  const { localize } = useLanguage();
  return (
    <Button
      component={SmartLink}
      href={linkHref(link, localize)}
      variant={link.emphasis === 'primary' ? 'filled' : 'outline'}
      leftSection={link.icon ? <SchemaIcon name={link.icon} size={18} /> : undefined}
      rightSection={isExternal(link.href) ? <SchemaIcon name="externalLink" size={16} /> : undefined}
      {...props}
    >
      <Localized text={link.label} />
    </Button>
  );
}

export function LinkButtons({ links, ...props }: { links: Link[] } & ButtonProps) {
  const { localize } = useLanguage();
  // Two buttons may lead to the same page (/contact with different subjects); their labels differ.
  return links.map((link) => <LinkButton key={localize(link.label)} link={link} {...props} />);
}
