// The owner's images and files (pages-data/media/) as a page uses them. Any block, or the identity's
// portrait, asks mediaImage(name) for what a <picture> needs; every address goes through mediaUrl, the
// one place where the site's base path applies.
import manifest from 'virtual:media';
import type { MediaFileEntry, MediaManifest } from './media-types.ts';
import { withBase } from '../i18n/site-base.ts';

/** An address of a file the build wrote, relative to the site's root ("assets/media/…"). */
export function mediaUrl(path: string): string {
  return withBase(`/${path}`);
}

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface MediaImage {
  /** AVIF first, then WebP, each "address 480w, address 960w"; empty for an SVG or GIF. */
  sources: PictureSource[];
  src: string;
  width: number;
  height: number;
}

/** What a <picture> needs for an image of the media folder; throws for a name that is not one (validation names it first). */
export function mediaImage(name: string, media: MediaManifest = manifest): MediaImage {
  const entry = media[name];
  if (entry?.kind !== 'image') throw new Error(`No image pages-data/media/${name}`);
  return {
    sources: entry.sources.map((source) => ({ type: source.type, srcSet: source.candidates.map((c) => `${mediaUrl(c.path)} ${c.width}w`).join(', ') })),
    src: mediaUrl(entry.path),
    width: entry.width,
    height: entry.height,
  };
}

/**
 * A downloadable file of the media folder: its site path (a link adds the base path itself, as for every
 * page), type, size and pages; undefined when the name is not one.
 */
export function mediaFile(name: string, media: MediaManifest = manifest): (MediaFileEntry & { href: string }) | undefined {
  const entry = media[name];
  return entry?.kind === 'file' ? { ...entry, href: `/${entry.path}` } : undefined;
}

/** The address of an image's small JPEG for a PDF (the build makes one for the portrait), or undefined. */
export function printImageUrl(name: string, media: MediaManifest = manifest): string | undefined {
  const entry = media[name];
  return entry?.kind === 'image' && entry.print ? mediaUrl(entry.print) : undefined;
}
