// The CV PDF carries the portrait: the build rasterises site.json's portrait into a small JPEG (jspdf
// cannot place SVG) written as a hashed asset, and the PDF sets it beside the head. Without a portrait
// the PDF has no image at all. The PDF's bytes are read back with pdf-lib.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildMedia } from '../../scripts/lib/media/media-manifest.ts';
import { PRINT_SIZE } from '../../scripts/lib/media/print-image.ts';
import { pdfDocument } from '../../src/downloads/pdf-document.ts';
import type { TitledEntry } from '../../src/downloads/save-download.ts';
import en from '../../locales/en.json';
import { site } from '../support/sample-data.ts';

const root = join(import.meta.dirname, '../..');
const cacheDir = mkdtempSync(join(tmpdir(), 'print-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const portrait = site.identity.portrait!.file;

const entry: TitledEntry = { key: 'cv-en', number: 1, format: 'pdf', title: { pt: 'Currículo', en: 'Curriculum Vitae' }, sections: [{ paragraphs: [{ pt: 'Formação', en: 'Education' }] }] } as TitledEntry;
const translate = (key: string) => (en as Record<string, string>)[key] ?? key;

/** How many image XObjects the PDF's pages use, and its document language. */
async function imagesIn(blob: Blob): Promise<{ images: number; lang?: string }> {
  const pdf = await PDFDocument.load(new Uint8Array(await blob.arrayBuffer()));
  let images = 0;
  for (const page of pdf.getPages()) {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of objects?.entries() ?? []) {
      const object = pdf.context.lookup(ref);
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) images += 1;
    }
  }
  return { images, lang: pdf.catalog.get(PDFName.of('Lang'))?.toString() };
}

describe("the portrait's print copy and the CV PDF", () => {
  it('the build writes the portrait as a small hashed JPEG, square, a few KB', async () => {
    const { manifest, outputs } = await buildMedia({ dir: join(root, 'pages-data/media'), cacheDir, mode: 'build', printNames: [portrait] });
    const entry = manifest[portrait]!;
    expect(entry.kind === 'image' && entry.print).toMatch(/^assets\/media\/.+-[0-9a-f]{10}-print\.jpg$/);
    const file = outputs.find((output) => entry.kind === 'image' && output.path === entry.print)!;
    const { width, height, format } = await sharp(file.data).metadata();
    expect([width, height, format]).toEqual([PRINT_SIZE, PRINT_SIZE, 'jpeg']);
    expect(file.data.length).toBeLessThan(30_000);
    // Other images get none.
    expect(Object.entries(manifest).filter(([name, other]) => name !== portrait && other.kind === 'image' && other.print)).toEqual([]);
  }, 60_000);

  it('a PDF with the portrait holds one image XObject and says its language; one without holds none', async () => {
    const jpeg = await sharp(readFileSync(join(root, 'pages-data/media', portrait)), { density: 300 }).resize(PRINT_SIZE, PRINT_SIZE).flatten({ background: '#fff' }).jpeg().toBuffer();
    const withPortrait = await imagesIn(pdfDocument(entry, 'en', translate, new Date(), new Uint8Array(jpeg)));
    expect(withPortrait.images).toBe(1);
    expect(withPortrait.lang).toContain('en');
    expect((await imagesIn(pdfDocument(entry, 'en', translate))).images).toBe(0);
  });
});
