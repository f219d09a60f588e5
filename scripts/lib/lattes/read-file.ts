// From the bytes the professor downloads from the Lattes platform ("Exportar" → XML, as .xml or the .zip
// that holds it) to the export's element tree, its texts as the researcher meant them (text-repair.ts),
// and the notes the report shows about them. The export is ISO-8859-1 with its declaration; an older
// export is UTF-8 with none (which, by the XML rules, is what a file without a declaration is). A file
// that went through an editor or a mail client may come back as UTF-16, or as UTF-8 bytes still
// declared ISO-8859-1 ("Ã§" where "ç" was): each is refused with a sentence that says so, rather than
// imported with broken accents.
import { unzipSync } from 'fflate';
import { LattesRefused } from './refused.ts';
import { accentCensus, damageNotes, repairTree, type LattesNote } from './text-repair.ts';
import { lattesRoot, type LattesElement } from './xml-tree.ts';

export type { LattesNote } from './text-repair.ts';
export { typedInCapitals } from './text-repair.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The largest .xml a Lattes .zip may declare: the real exports are 0.6 to 2 MB. */
export const MAX_XML_IN_ZIP_BYTES = 50 * 1024 * 1024;
/** A Lattes .zip holds one file; past this many entries the archive is not one (and is not walked further). */
const MAX_ZIP_ENTRIES = 100;
const AGAIN = 'Download the export from the Lattes platform again.';
const CORRUPT = `the .zip is truncated or corrupt and cannot be opened. ${AGAIN}`;

/** Thrown from fflate's filter to stop its walk through the archive's directory. */
class ZipWalkStopped extends Error {}

/**
 * The one .xml inside a Lattes .zip; a truncated or corrupt archive is refused. fflate's unzipSync would
 * inflate every entry into a buffer of the size the entry declares (a 3 MB zip can declare 3 × 1 GiB), so
 * the archive is read in two passes: the first only lists the entries (the filter sees each one's name and
 * declared size, and keeps none), counting them and refusing an .xml declared over 50 MB; the second
 * inflates that .xml alone, into at most its declared size.
 */
function xmlInZip(bytes: Uint8Array, file: string): Uint8Array {
  const listed: { name: string; originalSize: number }[] = [];
  try {
    unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (listed.length >= MAX_ZIP_ENTRIES) throw new ZipWalkStopped();
        listed.push({ name, originalSize });
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipWalkStopped) throw new LattesRefused(file, `the .zip holds more than ${MAX_ZIP_ENTRIES} files; the Lattes export holds one .xml. ${AGAIN}`);
    throw new LattesRefused(file, CORRUPT);
  }
  const xml = listed.filter(({ name }) => name.toLowerCase().endsWith('.xml'));
  if (xml.length !== 1) throw new LattesRefused(file, `the .zip should hold exactly one .xml file (the Lattes export); it holds ${xml.length}.`);
  const { name, originalSize } = xml[0]!;
  if (originalSize > MAX_XML_IN_ZIP_BYTES) {
    const megabytes = Math.round(originalSize / 1024 ** 2).toLocaleString('en-US');
    throw new LattesRefused(file, `the .xml in the .zip, ${name}, would be ${megabytes} MB once unpacked; a Lattes export is a few MB, so this is not one. ${AGAIN}`);
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (entry) => entry.name === name });
  } catch {
    throw new LattesRefused(file, CORRUPT);
  }
  const found = entries[name];
  if (!found) throw new LattesRefused(file, CORRUPT);
  return found;
}

/** Whether the bytes look like UTF-16 (a byte-order mark, or a zero byte beside each ASCII character). */
function isUtf16(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return (bytes[0] === 0x3c && bytes[1] === 0x00) || (bytes[0] === 0x00 && bytes[1] === 0x3c);
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The encoding the XML declaration names, lower-cased; undefined when the file has no declaration (or names none). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(startsWith(bytes, UTF8_BOM) ? 3 : 0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
}

const LATIN1 = ['iso-8859-1', 'latin1', 'iso8859-1', 'iso_8859-1', 'latin-1', 'windows-1252', 'cp1252'];
const UTF8_TWICE = 'its accents are UTF-8 encoded twice (it would read "Ã§" for "ç", "Ã£" for "ã"): it was re-saved by another program. Export it again from the Lattes platform.';
const UTF8_IN_LATIN1 = 'the file says ISO-8859-1 but its accents are UTF-8 bytes (it would read "Ã§" for "ç", "Ã£" for "ã"): it was re-saved by another program. Export it again from the Lattes platform.';

/**
 * Whether a file declared ISO-8859-1 is in fact UTF-8. A genuine Lattes export may hold a few texts the
 * researcher typed or pasted as mojibake ("ValoraÃ§Ã£o"): those are repaired one by one (text-repair.ts).
 * A re-saved file is UTF-8 throughout: its accents are all such pairs. So the file is refused only when
 * the pairs are the rule: none of its accents is genuine Latin-1, or more than half of them are pairs.
 * Measured: the three real exports we hold (ISO-8859-1, 637 KB to 2 MB) have 0 pairs against 4,987,
 * 10,858 and 9,043 genuine accents (0 %); a UTF-8 file under the declaration has 100 % pairs; one
 * pasted mojibake title in a real CV is a few pairs in thousands (< 0.1 %). 50 % sits far from both.
 */
function utf8IsTheRule(text: string): boolean {
  // The same judgement holds for a UTF-8 file whose accents were encoded twice.
  const { mojibake, genuine } = accentCensus(text);
  return mojibake > 0 && (genuine === 0 || mojibake > genuine);
}

/** The export's text, decoded as its declaration says (UTF-8 when it has none), and what the report should know about it; refused when the bytes contradict it. */
export function decodeLattesXml(input: Uint8Array, file: string): { text: string; notes: LattesNote[] } {
  const bytes = startsWith(input, ZIP_MAGIC) || file.toLowerCase().endsWith('.zip') ? xmlInZip(input, file) : input;
  if (isUtf16(bytes)) {
    throw new LattesRefused(file, 'the file is in UTF-16, not the ISO-8859-1 the Lattes platform exports. Use the file as downloaded, without opening and saving it in another program.');
  }
  const encoding = declaredEncoding(bytes);
  const bom = startsWith(bytes, UTF8_BOM);
  if (encoding === undefined) {
    // No declaration: UTF-8 by the XML rules (an older Lattes export). A file whose bytes are not UTF-8
    // lost the declaration of the ISO-8859-1 export on the way: read as that, and say so.
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return {
        text: new TextDecoder('latin1').decode(bytes),
        notes: [{ origin: file, message: 'The file has no XML declaration and its bytes are not UTF-8, so it was read as ISO-8859-1, the encoding of the Lattes export: check its accents on the site.' }],
      };
    }
    if (utf8IsTheRule(text)) throw new LattesRefused(file, UTF8_TWICE);
    return { text, notes: [] };
  }
  if (encoding === 'utf-8' || encoding === 'utf8') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new LattesRefused(file, 'the file says it is UTF-8 but its bytes are not. Use the file as the Lattes platform exports it.');
    }
    if (utf8IsTheRule(text)) throw new LattesRefused(file, UTF8_TWICE);
    return { text, notes: [] };
  }
  if (!LATIN1.includes(encoding)) {
    throw new LattesRefused(file, `the file declares the encoding "${encoding}"; a Lattes export is ISO-8859-1.`);
  }
  // A UTF-8 byte-order mark under an ISO-8859-1 declaration: an editor saved it.
  if (bom) throw new LattesRefused(file, UTF8_IN_LATIN1);
  // Byte for byte. (WHATWG's "latin1" label is windows-1252, though Node 20 reads it as ISO-8859-1: either
  // way text-repair.ts reads the bytes 0x80–0x9F as Windows-1252, the curly quotes and dashes pasted from Word.)
  const text = new TextDecoder('latin1').decode(bytes);
  if (utf8IsTheRule(text)) throw new LattesRefused(file, UTF8_IN_LATIN1);
  return { text, notes: [] };
}

/** The export's text (see decodeLattesXml; its notes are left out). Kept for callers that only need the text. */
export function lattesXmlText(input: Uint8Array, file: string): string {
  return decodeLattesXml(input, file).text;
}

/**
 * The export as the import reads it: its root element (CURRICULO-VITAE) with every text repaired
 * (text-repair.ts: entities escaped twice, Windows-1252 codes, mojibake, whitespace), and the notes for the
 * report: one per repaired mojibake text, one for the file when texts lost characters (U+FFFD, or a "?"
 * inside a word). Throws LattesRefused for a file it will not read, including one where most texts with
 * accents lost them.
 */
export function readLattesExport(bytes: Uint8Array, file: string): { root: LattesElement; notes: LattesNote[] } {
  const decoded = decodeLattesXml(bytes, file);
  const root = lattesRoot(decoded.text, file);
  const repair = repairTree(root);
  const damage = damageNotes(repair, file);
  if (damage.refusal) throw new LattesRefused(file, damage.refusal);
  return { root, notes: [...decoded.notes, ...repair.notes, ...damage.notes] };
}
