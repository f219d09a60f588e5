// What the build knows of each file in pages-data/media/ (the media plugin, scripts/lib/media/), as the
// renderer reads it from the module "virtual:media". Paths are relative to the site's root
// ("assets/media/group-photo-1a2b3c4d5e-960.avif"); mediaUrl() (src/media/media.ts) makes them addresses.

export interface MediaSource {
  /** "image/avif" or "image/webp" */
  type: string;
  /** One file per width, narrowest first. */
  candidates: { path: string; width: number }[];
}

export interface MediaImageEntry {
  kind: 'image';
  /** The file's own pixel size (an SVG's from its width and height or viewBox). */
  width: number;
  height: number;
  /** The <img>'s own file: the WebP closest to 960 px wide (every current browser reads WebP), or the SVG or GIF itself. */
  path: string;
  /** AVIF first, then WebP; none for an SVG or a GIF, which are served as they are. */
  sources: MediaSource[];
  /** A small JPEG for the PDFs (the portrait's, for the CV), which cannot hold SVG, AVIF or WebP. */
  print?: string;
}

export interface MediaFileEntry {
  kind: 'file';
  /** The content-hashed copy. */
  path: string;
  /** "PDF" or "ZIP": the extension in capitals, as the card's badge shows it. */
  format: string;
  bytes: number;
  /** A PDF's page count, read from the file. */
  pages?: number;
}

export type MediaEntry = MediaImageEntry | MediaFileEntry;

/** Every file of the media folder by its name ("group-photo.jpg"). */
export type MediaManifest = Record<string, MediaEntry>;
