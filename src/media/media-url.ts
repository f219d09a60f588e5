// The one place a file the owner put in pages-data/media/ becomes an address on the site. Today the build
// copies the folder as it is (scripts/lib/vite-media-plugin.ts); an image pipeline that writes resized
// copies takes over here, and every caller (the portrait in the hero, on /cv, in the PDF) follows.

/** The folder, relative to the project root, that holds the owner's images and files. */
export const MEDIA_DIR = 'pages-data/media';

/**
 * The site path a media file is served at, e.g. portrait.svg → /uploads/portrait.svg. Not /media/: that is
 * a page's route (the press page), whose folder in dist/ must hold only its own index.html.
 */
export function mediaUrl(file: string): string {
  return `/uploads/${file}`;
}
