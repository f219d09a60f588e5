// site.json: identity, routes, sidebar. Validated at build time, so the cast only names its type.
import siteJson from '../pages-data/site.json';
import { initialsOf } from './brand/initials.ts';
import type { InfoItem, LocalizedText, SiteDocument } from './generated/schemas.ts';

export const site = siteJson as unknown as SiteDocument;

export interface SitePage {
  /** Unprefixed path: a route or an alias. */
  path: string;
  /** The document it shows. */
  document: string;
  /** The route an alias stands for (its canonical address); the path itself for a route. */
  canonicalPath: string;
}

/** Every path that shows a page, routes first, then aliases with their target's document. */
export function sitePages(): SitePage[] {
  const documentOf = new Map(site.routes.map((route) => [route.path, route.document]));
  return [
    ...site.routes.map((route) => ({ path: route.path, document: route.document, canonicalPath: route.path })),
    ...site.aliases.flatMap((alias) => {
      const document = documentOf.get(alias.target);
      return document ? [{ path: alias.path, document, canonicalPath: alias.target }] : [];
    }),
  ];
}

/** '/about/' and '/about' are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The identity's links that `keys` name, in that order, each with its key; an unknown key (validation reports it) is left out rather than crash a page. */
export function identityLinks(keys: readonly string[]) {
  return keys.flatMap((key) => {
    const link = site.identity.links[key];
    return link ? [{ key, ...link }] : [];
  });
}

export type IdentityFact = NonNullable<InfoItem['identity']>;

/** An identity fact as words in the page's language: the postal address written out on one line, the city, the office, the hours. */
export function identityText(fact: IdentityFact, localize: (text: LocalizedText) => string): string {
  const { identity } = site;
  if (fact === 'email' || fact === 'phone' || fact === 'city') return identity[fact];
  if (fact === 'address') return `${identity.postalAddress}, ${identity.city}, ${identity.postalCode}`;
  return localize(identity[fact]);
}

/** First and last initials of the professor's name, for the avatar beside it. */
export function nameInitials(name: string = site.identity.name): string {
  return initialsOf(name);
}
