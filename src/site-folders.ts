// The folders at the top of a built site that hold the build's own files, each named once. The code
// that writes a folder and the pages that fetch from it read its name here, and so does the list of
// addresses no page may take (scripts/lib/reserved-paths.ts): a folder added here is refused there too.
export const SITE_FOLDERS = {
  /** Vite's hashed scripts and styles and the encoded media files (build.assetsDir), cached for a year. */
  assets: 'assets',
  /** The link-preview (Open Graph) images, one a language. */
  og: 'og',
  /** The search index, one a language. */
  search: 'search',
  /** The news, blog and podcast feeds, and the podcast's artwork. */
  feeds: 'feeds',
  /** The older years of a long publication list, loaded when asked. */
  parts: 'parts',
  /** The brand's hosted fonts. */
  fonts: 'fonts',
} as const;
