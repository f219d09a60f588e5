// A file of pages-data/media/ as validation, the build and the editor read it: a plain file, never
// followed through a symbolic link (a link can lead to any file of the machine, which the editor would
// then serve and the build publish), and, for an SVG, one the site may serve (svg-check.ts).
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { extensionOf } from './media-kinds.ts';
import { cachedSvgRefusal } from './svg-check.ts';

export const LINK_REFUSAL = 'a symbolic link, which the build, validation and the editor never follow: copy the file itself into pages-data/media/';

/**
 * An open descriptor of the plain file at `full`, or the reason there is none. O_NOFOLLOW makes the
 * open itself fail on a link (ELOOP), so nothing can swap a link in between a check and the read.
 */
export function openMediaFile(full: string): { fd: number; size: number } | { refusal: string; missing?: true } {
  let fd: number;
  try {
    fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return { refusal: LINK_REFUSAL };
    if (code === 'ENOENT') return { refusal: 'the file is not there', missing: true };
    return { refusal: `the file cannot be read (${code ?? (error as Error).message})` };
  }
  const stats = fstatSync(fd);
  if (stats.isFile()) return { fd, size: stats.size };
  closeSync(fd);
  return { refusal: 'not a plain file (a folder?): put images and files directly in pages-data/media/' };
}

/** The bytes of the plain file at `full`, or the reason it cannot be used. */
export function readMediaFile(full: string): { data: Buffer } | { refusal: string } {
  const opened = openMediaFile(full);
  if ('refusal' in opened) return opened;
  try {
    return { data: readFileSync(opened.fd) };
  } finally {
    closeSync(opened.fd);
  }
}

/** The bytes of the media file at `full` (named `name`) when the site may serve them, or the reason it may not. */
export function readServableMediaFile(full: string, name: string): { data: Buffer } | { refusal: string } {
  const read = readMediaFile(full);
  const refusal = 'data' in read && extensionOf(name) === 'svg' ? cachedSvgRefusal(read.data) : undefined;
  return refusal ? { refusal } : read;
}

/** Why the media file at `full` (named `name`) cannot be served, or undefined when it can. */
export function mediaFileRefusal(full: string, name: string): string | undefined {
  if (extensionOf(name) === 'svg') {
    const read = readServableMediaFile(full, name);
    return 'refusal' in read ? read.refusal : undefined;
  }
  // Other files are only opened: their contents are checked where they are used (sharp, the PDF reader).
  const opened = openMediaFile(full);
  if ('refusal' in opened) return opened.refusal;
  closeSync(opened.fd);
  return undefined;
}
