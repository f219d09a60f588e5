// What documents name in pages-data/media/ must be there, as what its name says: an image block's
// "src" an image, a record's "file" a PDF or ZIP. And every file there must have a name the build
// serves, so a photo copied in as "Foto do Grupo.JPG" is named with the name to give it. And each must
// be a plain file, not a link, and an SVG nothing but a drawing: media-file.ts, which the build and the
// editor's upload apply too, so a file copied in by hand meets the editor's rule.
import { walkObjects } from '../../../src/lib/json-walk.ts';
import type { ProjectFiles } from '../project-files.ts';
import type { Problem } from '../problems.ts';
import { mediaFileRefusal } from './media-file.ts';
import { MEDIA_DIR, MEDIA_NAME, mediaKindOf, mediaNameFrom } from './media-kinds.ts';

function missing(name: string, kind: string, files: ProjectFiles): string {
  const same = [...files.mediaFiles].filter((candidate) => mediaKindOf(candidate) === mediaKindOf(name));
  const hint = same.length ? ` (the ${kind}s there: ${same.sort().join(', ')})` : '';
  return `${kind} ${MEDIA_DIR}/${name} does not exist: put the file there (npm run edit can add it) or correct the name${hint}`;
}

export function checkMedia(files: ProjectFiles): Problem[] {
  const problems: Problem[] = [];
  for (const name of files.mediaFiles) {
    const full = files.mediaPaths?.get(name);
    const refusal = full === undefined ? undefined : mediaFileRefusal(full, name);
    if (refusal) problems.push({ file: `${MEDIA_DIR}/${name}`, pointer: '', message: refusal });
    else if (!MEDIA_NAME.test(name) || !mediaKindOf(name))
      problems.push({
        file: `${MEDIA_DIR}/${name}`,
        pointer: '',
        message: mediaKindOf(mediaNameFrom(name))
          ? `the build serves only lower-case names with hyphens: rename it to ${mediaNameFrom(name)}`
          : 'not an image (jpg, png, webp, avif, gif, svg) or a download (pdf, zip): the build leaves it out',
      });
  }
  for (const doc of [files.site, ...files.pages, ...files.collections])
    walkObjects(doc.data, (node, pointer) => {
      if (node.type === 'image' && typeof node.src === 'string' && !files.mediaFiles.has(node.src))
        problems.push({ file: doc.file, pointer: `${pointer}/src`, message: missing(node.src, 'image', files) });
      // A media file's name never starts with "/" (a downloads entry's "file" under public/ does).
      if (typeof node.file === 'string' && MEDIA_NAME.test(node.file) && mediaKindOf(node.file) === 'file' && !files.mediaFiles.has(node.file))
        problems.push({ file: doc.file, pointer: `${pointer}/file`, message: missing(node.file, 'file', files) });
    });
  return problems;
}
