// The folders at the top of a built site that the build writes without the pages naming them, each named
// once: their writers read the name here (Vite's assetsDir, the prerender, the brand's fonts), and so does
// the list of addresses no page may take (reserved-paths.ts), which also reads the folders the pages fetch
// from (the feeds, the search index, the parts) from the pages' own functions. The pages' code does not
// import this file: a module shared by the entry and its chunks becomes one more request before the page runs.
export const SITE_FOLDERS = {
  /** Vite's hashed scripts and styles and the encoded media files (build.assetsDir), cached for a year. */
  assets: 'assets',
  /** The link-preview (Open Graph) images, one a language. */
  og: 'og',
  /** The brand's hosted fonts. */
  fonts: 'fonts',
} as const;
