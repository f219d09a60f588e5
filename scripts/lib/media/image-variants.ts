// Resizes one raster image into AVIF and WebP at a few widths with sharp. Every encoded file is kept in
// node_modules/.cache/media/, named by the source's content hash, the width, the format and the encoder
// settings, so a rebuild re-encodes only what changed: AVIF takes seconds a file on two cores.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The widths offered to the browser; a source narrower than one ends the list at its own width. */
export const IMAGE_WIDTHS = [480, 960, 1440];

/** Encoder settings, part of every cache key: changing one re-encodes everything once. */
const ENCODERS = {
  avif: { mime: 'image/avif', options: { quality: 55, effort: 4 } },
  webp: { mime: 'image/webp', options: { quality: 78, effort: 4 } },
} as const;
export type EncodedFormat = keyof typeof ENCODERS;
export const ENCODED_FORMATS = Object.keys(ENCODERS) as EncodedFormat[];
export const mimeOf = (format: EncodedFormat) => ENCODERS[format].mime;

/** The widths to encode for a source `width` pixels wide: never wider than the source. */
export function widthsFor(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const widest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  return [...new Set([...below, widest])];
}

export interface EncodedImage {
  format: EncodedFormat;
  width: number;
  data: Buffer;
}

function cacheName(hash: string, width: number, format: EncodedFormat): string {
  const { quality, effort } = ENCODERS[format].options;
  return `${hash}-${width}-q${quality}e${effort}.${format}`;
}

/** The encoded file, from the cache or made now (and then cached, written whole or not at all). */
export async function encodeImage(source: Buffer, hash: string, width: number, format: EncodedFormat, cacheDir: string): Promise<EncodedImage> {
  const cached = join(cacheDir, cacheName(hash, width, format));
  if (existsSync(cached)) return { format, width, data: readFileSync(cached) };
  // rotate() applies a phone photo's EXIF orientation, so the copy stands as the photo does.
  const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  const data = await (format === 'avif' ? pipeline.avif(ENCODERS.avif.options) : pipeline.webp(ENCODERS.webp.options)).toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${cached}.part`, data);
  renameSync(`${cached}.part`, cached);
  return { format, width, data };
}

/** A picture's pixel size as it stands (EXIF orientation applied), or an SVG's from its width, height or viewBox. */
export async function imageSize(source: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(source).metadata();
  const turned = (metadata.orientation ?? 1) >= 5;
  const [width, height] = [metadata.width, metadata.height];
  if (!width || !height) throw new Error('the image has no width and height');
  return turned ? { width: height, height: width } : { width, height };
}
