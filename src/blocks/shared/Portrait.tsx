import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { primaryColorName } from '../../brand/brand-colors.ts';
import { nameInitials, site } from '../../site.ts';
import { PortraitImage } from './PortraitImage.tsx';

interface PortraitProps {
  size: number;
  className?: string;
  eager?: boolean;
}

/**
 * The professor's portrait from site.json's identity, in a circle. Without one, the initials of the name
 * on the primary colour stand in its place; they repeat the name beside them, so screen readers skip them.
 */
export function Portrait({ size, className, eager = false }: PortraitProps) {
  const { portrait } = site.identity;
  if (portrait) return <PortraitImage portrait={portrait} size={size} className={className} eager={eager} />;
  return (
    <Avatar size={size} radius={size} color={primaryColorName(site.brand)} variant="filled" className={className} aria-hidden="true" data-monogram>
      {nameInitials()}
    </Avatar>
  );
}
