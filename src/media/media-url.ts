// The one place a file the owner put in pages-data/media/ becomes an address on the site. Today the build
// copies the folder as it is (scripts/lib/vite-media-plugin.ts); an image pipeline that writes resized
// copies takes over here, and every caller (the portrait in the hero, on /cv, in the PDF) follows.

/** The folder, relative to the project root, that holds the owner's images and files. */
export const MEDIA_DIR = 'pages-data/media';

/** The site path a media file is served at, e.g. portrait.svg → /media/portrait.svg. */
export function mediaUrl(file: string): string {
  return `/media/${file}`;
}
