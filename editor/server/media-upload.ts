// The editor's media routes: list pages-data/media/, and take a new image or file into it. A file
// arrives from the browser, so everything about it is checked here, whatever the page checked: the
// name is made safe (it can never leave the folder), the extension must be one the build serves, the
// bytes must be what the extension says (a JPEG's signature, a PDF's "%PDF-"), an image must decode,
// an SVG must be a drawing and nothing more (scripts/lib/media/svg-check.ts, the rule validation and the
// build apply too), and a different file of the same name is replaced only when asked. A link in the
// folder is neither listed nor replaced.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, sep } from 'node:path';
import sharp from 'sharp';
import { svgRefusal } from '../../scripts/lib/media/svg-check.ts';
import { FILE_TYPES, IMAGE_TYPES, MEDIA_DIR, MEDIA_NAME, MEDIA_SIZE_LIMIT, extensionOf, mediaKindOf, mediaNameFrom } from '../../scripts/lib/media/media-kinds.ts';
import type { MediaConflictResponse, MediaListResponse, MediaSummary, MediaUploadResponse } from '../shared/media-protocol.ts';
import { HttpError } from './http.ts';

const MB = 1024 * 1024;

/** The first bytes each kind of file starts with. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
  svg: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')),
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  zip: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};
SIGNATURES.jpeg = SIGNATURES.jpg!;

const hashOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The media folder of the data root, created when missing; refused when it is a link leading elsewhere. */
function mediaFolder(root: string): string {
  const dir = join(root, MEDIA_DIR);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  if (lstatSync(dir).isSymbolicLink() || !realpathSync(dir).startsWith(realpathSync(root) + sep)) throw new HttpError(403, `${MEDIA_DIR} is a link or leads outside the project`);
  return dir;
}

export function listMedia(root: string): MediaListResponse {
  if (!existsSync(join(root, MEDIA_DIR))) return { files: [] };
  const dir = mediaFolder(root);
  const files = readdirSync(dir)
    .filter((name) => MEDIA_NAME.test(name) && mediaKindOf(name) && lstatSync(join(dir, name)).isFile())
    .sort()
    .map((name): MediaSummary => ({ name, kind: mediaKindOf(name)!, bytes: lstatSync(join(dir, name)).size }));
  return { files };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `the file is larger than ${MEDIA_SIZE_LIMIT / MB} MB, the largest the site takes; make it smaller (a photo of 2000 px is plenty)`);
  if (Number(req.headers['content-length'] ?? 0) > MEDIA_SIZE_LIMIT) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MEDIA_SIZE_LIMIT) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Why these bytes are not the file their name says, or undefined when they are. */
async function refusal(name: string, data: Buffer): Promise<string | undefined> {
  const extension = extensionOf(name);
  if (!data.length) return 'the file is empty';
  if (!SIGNATURES[extension]!(data)) return `the file's contents are not ${extension.toUpperCase()}, whatever its name says`;
  if (extension === 'svg') {
    const why = svgRefusal(data);
    if (why) return why;
  }
  if (mediaKindOf(name) === 'image')
    try {
      const { width, height } = await sharp(data).metadata();
      if (!width || !height) return 'the image has no width and height';
    } catch {
      return 'the image cannot be read (damaged, or not really an image)';
    }
  return undefined;
}

/** A free name beside a taken one: photo.jpg → photo-2.jpg, photo-3.jpg… */
function freeName(dir: string, name: string): string {
  const dot = name.lastIndexOf('.');
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
    if (!existsSync(join(dir, candidate))) return candidate;
  }
}

export async function uploadMedia(req: IncomingMessage, url: URL, root: string): Promise<[number, MediaUploadResponse | MediaConflictResponse]> {
  const original = url.searchParams.get('name');
  if (!original) throw new HttpError(400, 'name is required: the file\'s own name, e.g. ?name=group-photo.jpg');
  const name = mediaNameFrom(original);
  const extension = extensionOf(name);
  const kind = mediaKindOf(name);
  if (!kind || !MEDIA_NAME.test(name))
    throw new HttpError(415, `"${original}" is not an image (${Object.keys(IMAGE_TYPES).join(', ')}) or a file for download (${Object.keys(FILE_TYPES).join(', ')})`);
  const declared = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const expected = kind === 'image' ? IMAGE_TYPES[extension] : FILE_TYPES[extension];
  // Browsers send ZIPs under several names; the signature check below decides.
  if (declared && declared !== expected && !(extension === 'zip' && /zip/.test(declared)) && declared !== 'application/octet-stream')
    throw new HttpError(415, `the file is sent as ${declared}, but its name says ${expected}`);
  const data = await readBody(req);
  const why = await refusal(name, data);
  if (why) throw new HttpError(415, `${original} was not added: ${why}`);
  const dir = mediaFolder(root);
  const full = join(dir, name);
  if (existsSync(full)) {
    if (!lstatSync(full).isFile()) throw new HttpError(403, `${MEDIA_DIR}/${name} is not a plain file`);
    if (hashOf(readFileSync(full)) === hashOf(data)) return [200, { name, kind, bytes: data.length, unchanged: true }];
    if (url.searchParams.get('replace') !== name)
      return [409, { message: `${MEDIA_DIR} already has a different ${name}: replace it, or keep both under another name`, name, suggestion: freeName(dir, name) }];
  }
  const temp = join(dir, `.${name}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temp, data);
    renameSync(temp, full);
  } finally {
    rmSync(temp, { force: true });
  }
  return [200, { name, kind, bytes: data.length }];
}
