// What the media folder accepts: one list shared by validation, the build's media plugin and the
// editor's upload (its server and its dialog), so a file the editor takes is a file the build serves.

/** The owner's images and files, named by documents by their file name alone ("group-photo.jpg"). */
export const MEDIA_DIR = 'pages-data/media';

/** Images by extension, with the type a browser reports for them. */
export const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** Files offered for download, by extension; the card's type badge is the extension in capitals. */
export const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The largest file the editor takes: a phone photo or a long set of lecture notes fits, a video does not. */
export const MEDIA_SIZE_LIMIT = 20 * 1024 * 1024;

/** A media file's name: lower-case words joined by hyphens, then its extension ("lecture-notes-1.pdf"). */
export const MEDIA_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.([a-z0-9]+)$/;

export type MediaKind = 'image' | 'file';

export const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Whether a name is an image, a downloadable file, or neither (undefined). */
export function mediaKindOf(name: string): MediaKind | undefined {
  const extension = extensionOf(name);
  if (Object.hasOwn(IMAGE_TYPES, extension)) return 'image';
  if (Object.hasOwn(FILE_TYPES, extension)) return 'file';
  return undefined;
}

/**
 * A safe media name from any file name the owner brings ("Foto do Grupo (1).JPG" → "foto-do-grupo-1.jpg"):
 * accents dropped, everything else but letters and digits becomes one hyphen, so it can never leave the folder.
 */
export function mediaNameFrom(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${stem || 'file'}.${extension === 'jpeg' ? 'jpg' : extension}`;
}
