// Reads pages-data/media/ into the manifest the renderer uses (src/media/media-types.ts) and the list
// of files the build writes under dist/assets/media/. Every output name carries the source's content
// hash, so a host may cache it forever and a changed file gets a new address.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaEntry, MediaManifest } from '../../../src/media/media-types.ts';
import { pdfPageCount } from './file-facts.ts';
import { ENCODED_FORMATS, encodeImage, imageSize, mimeOf, widthsFor } from './image-variants.ts';
import { readServableMediaFile } from './media-file.ts';
import { extensionOf, mediaKindOf, MEDIA_NAME } from './media-kinds.ts';
import { printImage } from './print-image.ts';
import { SITE_FOLDERS } from '../site-folders.ts';

export const MEDIA_OUT = `${SITE_FOLDERS.assets}/media`;

export interface MediaOutput {
  /** Relative to dist/. */
  path: string;
  data: Buffer;
}

export interface MediaBuild {
  manifest: MediaManifest;
  outputs: MediaOutput[];
}

export interface MediaOptions {
  /** The media folder (pages-data/media). */
  dir: string;
  /** Where encoded images are kept between builds. */
  cacheDir: string;
  /**
   * "build": every image encoded (or taken from the cache) at every width. "serve" (the dev server and
   * the editor's preview): the originals as they are, under `servePrefix`, so a new photo shows at once.
   */
  mode: 'build' | 'serve';
  servePrefix?: string;
  /** Images that also get a small JPEG for the PDFs (the portrait, for the CV): its path is the entry's `print`. Built only in "build". */
  printNames?: readonly string[];
}

export const contentHash = (data: Buffer): string => createHash('sha256').update(data).digest('hex').slice(0, 10);

const stemOf = (name: string) => name.slice(0, name.lastIndexOf('.'));

/** The media folder's file names that the build serves (well-named images and files), sorted. */
export function mediaNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => MEDIA_NAME.test(name) && mediaKindOf(name))
    .sort();
}

async function entryFor(name: string, data: Buffer, options: MediaOptions, outputs: MediaOutput[]): Promise<MediaEntry> {
  const hash = contentHash(data);
  const extension = extensionOf(name);
  const copy = (path: string) => (outputs.push({ path, data }), path);
  const original = options.mode === 'serve' ? `${options.servePrefix}${name}` : undefined;
  if (mediaKindOf(name) === 'file') {
    const path = original ?? copy(`${MEDIA_OUT}/${stemOf(name)}-${hash}.${extension}`);
    return { kind: 'file', path, format: extension.toUpperCase(), bytes: data.length, ...(extension === 'pdf' && { pages: await pdfPageCount(data) }) };
  }
  const { width, height } = await imageSize(data);
  // Vector drawings and animations are served as they are: resizing would blur the one and stop the other.
  if (extension === 'svg' || extension === 'gif' || original)
    return { kind: 'image', width, height, path: original ?? copy(`${MEDIA_OUT}/${stemOf(name)}-${hash}.${extension}`), sources: [] };
  const widths = widthsFor(width);
  const sources = [];
  for (const format of ENCODED_FORMATS) {
    const candidates = [];
    for (const w of widths) {
      const path = `${MEDIA_OUT}/${stemOf(name)}-${hash}-${w}.${format}`;
      outputs.push({ path, data: (await encodeImage(data, hash, w, format, options.cacheDir)).data });
      candidates.push({ path, width: w });
    }
    sources.push({ type: mimeOf(format), candidates });
  }
  const webp = sources.find((source) => source.type === 'image/webp')!.candidates;
  const fallback = webp.reduce((best, c) => (Math.abs(c.width - 960) < Math.abs(best.width - 960) ? c : best));
  return { kind: 'image', width, height, path: fallback.path, sources };
}

/**
 * The manifest and the files to write. A file that cannot be read as what its name says, a link, or an
 * SVG with more than a drawing in it (the rule validation and the editor apply) is an error naming it.
 */
export async function buildMedia(options: MediaOptions): Promise<MediaBuild> {
  const manifest: MediaManifest = {};
  const outputs: MediaOutput[] = [];
  for (const name of mediaNames(options.dir)) {
    try {
      const read = readServableMediaFile(join(options.dir, name), name);
      if ('refusal' in read) throw new Error(read.refusal);
      const { data } = read;
      const entry = await entryFor(name, data, options, outputs);
      if (entry.kind === 'image' && options.mode === 'build' && options.printNames?.includes(name)) {
        entry.print = `${MEDIA_OUT}/${stemOf(name)}-${contentHash(data)}-print.jpg`;
        outputs.push({ path: entry.print, data: await printImage(data) });
      }
      manifest[name] = entry;
    } catch (error) {
      throw new Error(`pages-data/media/${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  return { manifest, outputs };
}
