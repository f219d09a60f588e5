// robots.txt: nothing on the site is private, so crawlers may fetch everything; the sitemap line
// saves them from discovering the English and Spanish pages only through links.
import { absoluteUrl } from './site-url.ts';

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
