// Validation of what documents name in pages-data/media/: an image needs its alt text or "decorative",
// a named file must be there, and a record of a real file cannot carry typed figures that the build measures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';

const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/fixtures');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const HOME = 'pages-data/home.json';
const FILES = 'pages-data/collections/files.json';
const alt = { pt: 'Bancada do laboratório', en: 'Laboratory bench', es: 'Banco del laboratorio' };

/** The fixture project (with tests/fixtures/media-project's JPEG) whose home page ends with `image`. */
function problemsWithImage(image: Record<string, unknown>): string[] {
  const home = JSON.parse(readFileSync(join(fixtures, 'valid-project', HOME), 'utf8'));
  home.blocks.push({ type: 'image', ...image });
  const at = home.blocks.length - 1;
  return validateProject({ root: join(fixtures, 'valid-project'), schemaRoot: root, overlays: [join(fixtures, 'media-project')], documents: { [HOME]: home } })
    .map(formatProblem)
    .map((problem) => problem.replace(`/blocks/${at}`, '/blocks/N'));
}

describe('an image block', () => {
  it('with alt text, or marked decorative without it, is valid', () => {
    expect(problemsWithImage({ src: 'lab-bench.jpg', alt })).toEqual([]);
    expect(problemsWithImage({ src: 'lab-bench.jpg', decorative: true, priority: true })).toEqual([]);
  });

  it('without alt and not decorative is refused with file, pointer and the way out', () => {
    expect(problemsWithImage({ src: 'lab-bench.jpg' })).toEqual([
      `${HOME} /blocks/N: missing required property "alt": give the image its text alternative in pt, en and es, or mark it "decorative": true if it says nothing the page's text does not`,
    ]);
  });

  it('both decorative and with alt text is refused', () => {
    expect(problemsWithImage({ src: 'lab-bench.jpg', alt, decorative: true })).toEqual([
      `${HOME} /blocks/N: a decorative image has no alt text: remove "alt", or "decorative" if the image says something`,
    ]);
  });

  it('naming a file that is not in pages-data/media/ is refused, with the images that are', () => {
    expect(problemsWithImage({ src: 'lab-bensh.jpg', alt })).toEqual([
      `${HOME} /blocks/N/src: image pages-data/media/lab-bensh.jpg does not exist: put the file there (npm run edit can add it) or correct the name (the images there: lab-bench.jpg)`,
    ]);
  });

  it('naming a path under public/, as before the media folder, is refused by its form', () => {
    expect(problemsWithImage({ src: '/images/lab-bench.jpg', alt })[0]).toMatch(/^pages-data\/home\.json \/blocks\/N\/src: the text "\/images\/lab-bench\.jpg" does not have the expected form/);
  });
});

describe('a record of a real file', () => {
  const files = read(FILES);
  const index = files.items.findIndex((item: { file?: string }) => item.file);
  const withRecord = (change: (item: Record<string, unknown>) => void) => {
    const copy = structuredClone(files);
    change(copy.items[index]);
    return validateProject({ root, documents: { [FILES]: copy } }).map(formatProblem);
  };

  it('exists in the sample, and is valid with no size, pages or format typed', () => {
    expect(index).toBeGreaterThanOrEqual(0);
    expect(withRecord(() => {})).toEqual([]);
  });

  it('cannot carry a typed size or page count, which the build measures', () => {
    const sentence = 'a record with a real "file" has its size, pages and format measured by the build: remove "size", "pages", "format" and "download"';
    expect(withRecord((item) => (item.size = '9 KB'))).toEqual([`${FILES} /items/${index}: ${sentence}`]);
    expect(withRecord((item) => (item.pages = 12))).toEqual([`${FILES} /items/${index}: ${sentence}`]);
  });

  it('naming a file that is not there is refused', () => {
    expect(withRecord((item) => (item.file = 'missing-notes.pdf'))).toEqual([
      `${FILES} /items/${index}/file: file pages-data/media/missing-notes.pdf does not exist: put the file there (npm run edit can add it) or correct the name (the files there: heated-tank-control-notes.pdf)`,
    ]);
  });
});
