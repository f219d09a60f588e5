// The addresses no page may take, because the build writes something of its own there: a page at /assets
// would be served with the year-long cache of the hashed files (host-rules.ts), one at /404 would be
// written over the not-found page. A page at /x is written as x.html and x/index.html, so an address is
// refused when its first part is a folder of the build's, or when its page file is one the build writes.
// The folders come from the names their writers use (site-folders.ts, and the pages' own functions for
// what they fetch), the language prefixes from the languages, the not-found page from host-rules.ts, and
// public/'s files (copied to the site's top as they are) from the folder itself. sitemap.xml, robots.txt,
// favicon.svg, _headers and the like need no entry: an address has neither dots nor underscores.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from '../../src/i18n/languages.ts';
import { partsFolder } from '../../src/blocks/PublicationList/publication-parts.ts';
import { feedPath } from '../../src/feeds/feed-paths.ts';
import { searchIndexPath } from '../../src/search/search-options.ts';
import { SITE_FOLDERS } from './site-folders.ts';
import { notFoundFile } from './hosting/host-rules.ts';
import { COLLECTIONS_DIR } from './project-files.ts';

/** The records' folder's own name (pages-data/collections/ → "collections"). */
const DATA_FOLDER_NAME = COLLECTIONS_DIR.split('/').at(-2)!;

/** The address the prerender renders each language's not-found page from: it must match no route. */
export const NOT_FOUND_RENDER_PATH = '/404-not-found';

/** The first part of a site path: "/feeds/news-pt.xml" → "feeds". */
const folderOf = (path: string) => path.split('/')[1]!;

export interface ReservedFolder {
  /** The folder at the top of the site, as an address's first part: "assets". */
  name: string;
  /** What it holds: "the link-preview images"; a language's folder holds that language's pages. */
  holds: string;
  language?: boolean;
}

export interface ReservedPage {
  /** The address whose page file the build writes for itself: "/404". */
  path: string;
  /** What that is: "the not-found page (404.html)". */
  is: string;
}

/** The folders of the build and of the languages, and the addresses of the build's own pages. */
export function reservedAddresses(): { folders: ReservedFolder[]; pages: ReservedPage[] } {
  const notFound = notFoundFile(DEFAULT_LANGUAGE);
  return {
    folders: [
      { name: SITE_FOLDERS.assets, holds: 'its scripts, styles and media files, which browsers keep for a year' },
      { name: SITE_FOLDERS.og, holds: 'the link-preview images' },
      { name: SITE_FOLDERS.fonts, holds: "the site's fonts" },
      { name: folderOf(feedPath('news', DEFAULT_LANGUAGE)), holds: 'the news, blog and podcast feeds' },
      { name: folderOf(searchIndexPath(DEFAULT_LANGUAGE)), holds: 'the search index' },
      { name: folderOf(partsFolder(DEFAULT_LANGUAGE, 'publications')), holds: 'the older years of long publication lists' },
      ...PREFIXED_LANGUAGES.map((language) => ({ name: language, holds: 'its translated pages', language: true })),
    ],
    pages: [
      // Every static host answers a folder with its index.html: the home page is written there.
      { path: '/index', is: 'the home page (index.html)' },
      { path: `/${notFound.replace(/\.html$/, '')}`, is: `the not-found page (${notFound})` },
      { path: NOT_FOUND_RENDER_PATH, is: 'the address the build renders the not-found page from' },
    ],
  };
}

/** The names at the top of public/, which the build copies to the site's top as they are. */
function publicNames(root: string): string[] {
  try {
    return readdirSync(join(root, 'public'));
  } catch {
    return [];
  }
}

/**
 * Why no page can live at `path` ("/assets/x"), as a sentence for the owner, or undefined when it can.
 * `root` is the project whose public/ is read.
 */
export function reservedAddressReason(path: string, root: string): string | undefined {
  const first = path.split('/')[1] ?? '';
  const { folders, pages } = reservedAddresses();
  const folder = folders.find((entry) => entry.name === first);
  if (folder?.language) return `"${path}" starts with a language's prefix (/${first}), which the site keeps for its translated pages.`;
  if (folder) {
    const where = path === `/${first}` ? `${path} is` : `${path} is inside /${first}/, which is`;
    return `${where} the folder where the build writes ${folder.holds}, so no page can live there; choose another address.`;
  }
  const page = pages.find((entry) => entry.path === path);
  if (page) return `${path} would be written over ${page.is}; choose another address.`;
  // The page's file would be pages-data/collections.json, beside the folder of the site's records, and read
  // by anyone opening the data as one of them (the issue that found it named it with the build's folders).
  if (first === DATA_FOLDER_NAME) return `${path} would put its page file beside ${COLLECTIONS_DIR}, the folder of the site's records, and be taken for one of them; choose another address.`;
  const copied = publicNames(root).find((name) => name === first || (path === `/${first}` && name === `${first}.html`));
  if (copied) return `${path} would mix with public/${copied}, which the build copies to the site as it is; choose another address.`;
  return undefined;
}
