// site.json: identity, routes, sidebar. Validated at build time, so the cast only names its type.
import siteJson from '../pages-data/site.json';
import type { SiteDocument } from './generated/schemas.ts';

export const site = siteJson as unknown as SiteDocument;

/** The registered route a path shows (aliases resolved), or undefined for a missing page. */
export function routeForPath(pathname: string) {
  const path = normalizePath(pathname);
  const target = site.aliases.find((alias) => alias.path === path)?.target ?? path;
  return site.routes.find((route) => route.path === target);
}

/** '/about/' and '/about' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** First and last initials of the professor's name, for the avatar beside it. */
export function nameInitials(name: string = site.identity.name): string {
  const parts = name.split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`;
}
