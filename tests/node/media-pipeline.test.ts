// The build's media pipeline on a fixture JPEG (tests/fixtures/media-project): AVIF and WebP at the
// widths the source allows, with its own size, content-hashed names, and a cache that spares re-encoding.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMedia, contentHash } from '../../scripts/lib/media/media-manifest.ts';
import { formatFileSize } from '../../scripts/lib/media/file-facts.ts';
import { withFileFacts } from '../../scripts/lib/media/vite-media-plugin.ts';
import type { MediaImageEntry } from '../../src/media/media-types.ts';

const root = join(import.meta.dirname, '../..');
const fixtureDir = join(root, 'tests/fixtures/media-project/pages-data/media');
const sampleDir = join(root, 'pages-data/media');
const cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('an added JPEG', async () => {
  const source = readFileSync(join(fixtureDir, 'lab-bench.jpg'));
  const { width, height } = await sharp(source).metadata();
  const { manifest, outputs } = await buildMedia({ dir: fixtureDir, cacheDir, mode: 'build' });
  const entry = manifest['lab-bench.jpg'] as MediaImageEntry;

  it('keeps its own width and height', () => {
    expect(entry).toMatchObject({ kind: 'image', width, height });
  });

  it('becomes AVIF and WebP at 480, 960 and 1440 px, each a real file of that format and width', async () => {
    expect(entry.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const s of entry.sources) {
      expect(s.candidates.map((c) => c.width)).toEqual([480, 960, 1440]);
      for (const candidate of s.candidates) {
        const data = outputs.find((output) => output.path === candidate.path)!.data;
        const metadata = await sharp(data).metadata();
        expect([metadata.format === 'heif' ? 'image/avif' : `image/${metadata.format}`, metadata.width]).toEqual([s.type, candidate.width]);
      }
    }
  });

  it('is named by its content hash under assets/media/, and the <img> falls back to the 960 px WebP', () => {
    const hash = contentHash(source);
    for (const candidate of entry.sources.flatMap((s) => s.candidates)) expect(candidate.path).toMatch(new RegExp(`^assets/media/lab-bench-${hash}-\\d+\\.(avif|webp)$`));
    expect(entry.path).toBe(`assets/media/lab-bench-${hash}-960.webp`);
  });

  it('is encoded once: a second build reads every variant from the cache', async () => {
    const cached = readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]);
    expect(cached).toHaveLength(6);
    const again = await buildMedia({ dir: fixtureDir, cacheDir, mode: 'build' });
    expect(again.manifest).toEqual(manifest);
    expect(readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs])).toEqual(cached);
  });
});

describe('the sample media', async () => {
  const { manifest, outputs } = await buildMedia({ dir: sampleDir, cacheDir, mode: 'build' });

  it('serves an SVG as it is, with the width and height written in it', () => {
    const svg = readFileSync(join(sampleDir, 'academic-genealogy.svg'), 'utf8');
    const [, width, height] = /<svg[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(svg)!;
    expect(manifest['academic-genealogy.svg']).toMatchObject({ kind: 'image', width: Number(width), height: Number(height), sources: [] });
    expect(outputs.find((o) => o.path === (manifest['academic-genealogy.svg'] as MediaImageEntry).path)!.data.toString('utf8')).toBe(svg);
  });

  it("measures the real PDF: its bytes and the pages pdf-lib counts", () => {
    const bytes = statSync(join(sampleDir, 'heated-tank-control-notes.pdf')).size;
    expect(manifest['heated-tank-control-notes.pdf']).toMatchObject({ kind: 'file', format: 'PDF', bytes, pages: 3 });
  });

  it('fills a record that names the file with its size, pages and type, in the page language', () => {
    const collection = { items: [{ id: 'a', file: 'heated-tank-control-notes.pdf' }, { id: 'b', size: '1.8 MB' }] };
    const bytes = statSync(join(sampleDir, 'heated-tank-control-notes.pdf')).size;
    expect(withFileFacts(collection, manifest, 'pt')).toEqual({
      items: [{ id: 'a', file: 'heated-tank-control-notes.pdf', format: 'PDF', size: `${Math.round(bytes / 1024)} KB`, pages: 3 }, { id: 'b', size: '1.8 MB' }],
    });
  });
});

describe('file sizes as a card shows them', () => {
  it.each([
    [500, 'en', '1 KB'],
    [12_345, 'pt', '12 KB'],
    [3_565_158, 'pt', '3,4 MB'],
    [3_565_158, 'en', '3.4 MB'],
  ])('%d bytes in %s: %s', (bytes, language, shown) => expect(formatFileSize(bytes, language)).toBe(shown));
});
