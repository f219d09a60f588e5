import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { primaryColorName } from '../../brand/brand-colors.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { mediaUrl } from '../../media/media-url.ts';
import { nameInitials, site } from '../../site.ts';

interface PortraitProps {
  /** Drawn size in px (width and height are set, so the layout never shifts when the image arrives). */
  size: number;
  className?: string;
  /** In the first screen (the home hero): fetched at once, at high priority, as the page's largest image. */
  eager?: boolean;
}

/**
 * The professor's portrait from site.json's identity, in a circle. Without one, the initials of the name
 * on the primary colour stand in its place; they repeat the name beside them, so screen readers skip them.
 */
export function Portrait({ size, className, eager = false }: PortraitProps) {
  const { localize } = useLanguage();
  const { portrait } = site.identity;
  if (!portrait)
    return (
      <Avatar size={size} radius={size} color={primaryColorName(site.brand)} variant="filled" className={className} aria-hidden="true" data-monogram>
        {nameInitials()}
      </Avatar>
    );
  return (
    <Avatar
      src={mediaUrl(portrait.file)}
      alt={localize(portrait.alt)}
      size={size}
      radius={size}
      className={className}
      imageProps={{ ...{ 'data-portrait': '' }, width: size, height: size, loading: eager ? 'eager' : 'lazy', decoding: 'async', ...(eager ? { fetchPriority: 'high' } : {}) }}
    />
  );
}
