// Which fields of a form name a media file: a string whose pattern takes an image's name
// ("x.jpg", schemas/common/image-source.schema.json) or a download's ("x.pdf", media-file.schema.json).
// Read from the schema, so any block or record that references those schemas gets the picker.
import type { RJSFSchema } from '@rjsf/utils';
import { FILE_TYPES, IMAGE_TYPES, MEDIA_SIZE_LIMIT, extensionOf, mediaKindOf, type MediaKind } from '../../../scripts/lib/media/media-kinds.ts';

export function mediaKindOfSchema(schema: RJSFSchema | undefined): MediaKind | undefined {
  if (schema?.type !== 'string' || typeof schema.pattern !== 'string') return undefined;
  const pattern = new RegExp(schema.pattern);
  if (pattern.test('photo.jpg') && pattern.test('drawing.svg')) return 'image';
  if (pattern.test('notes.pdf') && !pattern.test('photo.jpg')) return 'file';
  return undefined;
}

/** What the file input offers. */
export const ACCEPT: Record<MediaKind, string> = {
  image: Object.keys(IMAGE_TYPES).map((extension) => `.${extension}`).join(','),
  file: Object.keys(FILE_TYPES).map((extension) => `.${extension}`).join(','),
};

/** Why the chosen file cannot go into the field, before it is sent (the server checks again). */
export function refusalOf(file: File, kind: MediaKind): string | undefined {
  const named = kind === 'image' ? 'an image (JPEG, PNG, WebP, AVIF, GIF or SVG)' : 'a PDF or a ZIP';
  if (mediaKindOf(file.name) !== kind) return `${file.name} is not ${named}.`;
  if (file.size > MEDIA_SIZE_LIMIT) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the site takes files up to ${MEDIA_SIZE_LIMIT / 1024 / 1024} MB.`;
  if (!file.size) return `${file.name} is empty.`;
  return undefined;
}

export const isImageName = (name: string) => mediaKindOf(name) === 'image' && extensionOf(name) !== '';
