// A Lattes .zip cannot exhaust the machine's memory (issue 45, item 5): the archive's entries are counted
// and sized from its directory before anything is inflated, only the .xml is inflated, and an .xml that
// declares more than 50 MB is refused before it is. The zips are made here, small: a declared size is
// written into the archive's headers by hand, so no test inflates or allocates what an attack would.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LattesRefused } from '../../scripts/lib/lattes/index.ts';
import { MAX_XML_IN_ZIP_BYTES, lattesXmlText } from '../../scripts/lib/lattes/read-file.ts';

const fixtures = join(import.meta.dirname, '../fixtures/lattes');
const xml = new Uint8Array(readFileSync(join(fixtures, 'curriculo-newer.xml')));
const xmlText = new TextDecoder('latin1').decode(xml);

/** Each entry's place in a zip fflate wrote: its central-directory header and its local header. */
function entries(zip: Uint8Array): { name: string; central: number; local: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const found: { name: string; central: number; local: number }[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    found.push({ name, central: at, local: view.getUint32(at + 42, true) });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return found;
}

/** Writes `size` as the entry's uncompressed size, in both of its headers: what a zip bomb declares. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entry = entries(zip).find((e) => e.name === name)!;
  view.setUint32(entry.central + 24, size, true);
  view.setUint32(entry.local + 22, size, true);
  return zip;
}

/** Replaces the entry's deflated data with bytes no inflater accepts: inflating it would throw. */
function spoilData(zip: Uint8Array, name: string): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const { local } = entries(zip).find((e) => e.name === name)!;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  zip.fill(0xff, start, start + view.getUint32(local + 18, true));
  return zip;
}

const GiB = 1024 ** 3;
const read = (zip: Uint8Array) => lattesXmlText(zip, 'curriculo.zip');
const refusal = (zip: Uint8Array): string => {
  try {
    read(zip);
  } catch (error) {
    expect(error).toBeInstanceOf(LattesRefused);
    return (error as Error).message;
  }
  throw new Error('the zip was read');
};

describe('a Lattes .zip', () => {
  it('reads its .xml without inflating the other entries (3 × 1 GiB of declared zeros beside it)', () => {
    const files: Record<string, Uint8Array> = { 'curriculo.xml': xml };
    for (const n of [1, 2, 3]) files[`zeros-${n}.bin`] = new Uint8Array(1024);
    let zip: Uint8Array = zipSync(files);
    for (const n of [1, 2, 3]) zip = spoilData(declareSize(zip, `zeros-${n}.bin`, GiB), `zeros-${n}.bin`);
    const before = process.memoryUsage().rss;
    expect(read(zip)).toBe(xmlText);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 ** 2);
  });

  it('refuses an .xml that declares more than 50 MB, before inflating it', () => {
    expect(MAX_XML_IN_ZIP_BYTES).toBe(50 * 1024 ** 2);
    const zip = spoilData(declareSize(zipSync({ 'curriculo.xml': xml }), 'curriculo.xml', 4 * GiB - 1), 'curriculo.xml');
    expect(refusal(zip)).toBe(
      'curriculo.zip: the .xml in the .zip, curriculo.xml, would be 4,096 MB once unpacked; a Lattes export is a few MB, so this is not one. Download the export from the Lattes platform again.',
    );
    // Just over the limit is refused, at the limit it is read.
    expect(refusal(declareSize(zipSync({ 'curriculo.xml': xml }), 'curriculo.xml', MAX_XML_IN_ZIP_BYTES + 1))).toMatch(/would be 50 MB once unpacked/);
    expect(read(declareSize(zipSync({ 'curriculo.xml': xml }), 'curriculo.xml', MAX_XML_IN_ZIP_BYTES)).startsWith(xmlText)).toBe(true);
  });

  it('counts its entries before inflating any: many files, or two .xml, are refused', () => {
    const many: Record<string, Uint8Array> = { 'curriculo.xml': xml };
    for (let n = 0; n < 200; n++) many[`extra-${n}.txt`] = new Uint8Array(0);
    expect(refusal(spoilData(zipSync(many), 'curriculo.xml'))).toBe(
      'curriculo.zip: the .zip holds more than 100 files; the Lattes export holds one .xml. Download the export from the Lattes platform again.',
    );
    const two = spoilData(zipSync({ 'a.xml': xml, 'b.xml': xml }), 'a.xml');
    expect(refusal(two)).toBe('curriculo.zip: the .zip should hold exactly one .xml file (the Lattes export); it holds 2.');
  });

  it('is still read as before, and a corrupt .xml inside is refused', () => {
    expect(read(zipSync({ 'curriculo.xml': xml }))).toBe(xmlText);
    expect(read(zipSync({ 'CURRICULO.XML': xml, 'leia-me.txt': new Uint8Array(10) }))).toBe(xmlText);
    expect(refusal(spoilData(zipSync({ 'curriculo.xml': xml }), 'curriculo.xml'))).toMatch(/truncated or corrupt/);
  });
});
