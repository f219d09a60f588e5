import { Button, type ButtonProps } from '@mantine/core';
import type { Link } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { SchemaIcon } from '../../icons.tsx';
import { isExternal, SmartLink } from './SmartLink.tsx';

/** A document's Link shown as a button: filled when its emphasis is primary, outlined otherwise. */
export function LinkButton({ link, ...props }: { link: Link } & ButtonProps) {
  const { localize } = useLanguage();
  return (
    <Button
      component={SmartLink}
      href={link.href}
      variant={link.emphasis === 'primary' ? 'filled' : 'outline'}
      leftSection={link.icon ? <SchemaIcon name={link.icon} size={18} /> : undefined}
      rightSection={isExternal(link.href) ? <SchemaIcon name="externalLink" size={16} /> : undefined}
      {...props}
    >
      {localize(link.label)}
    </Button>
  );
}

export function LinkButtons({ links, ...props }: { links: Link[] } & ButtonProps) {
  return links.map((link) => <LinkButton key={link.href} link={link} {...props} />);
}
