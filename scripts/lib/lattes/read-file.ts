// From the bytes the professor downloads from the Lattes platform ("Exportar" → XML, as .xml or the .zip
// that holds it) to the XML text. The export is ISO-8859-1; a file that went through an editor or a mail
// client may come back as UTF-16, or as UTF-8 bytes still declared ISO-8859-1 ("Ã§" where "ç" was):
// each is refused with a sentence that says so, rather than imported with broken accents.
import { unzipSync } from 'fflate';
import { LattesRefused } from './refused.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The one .xml inside a Lattes .zip; a truncated or corrupt archive is refused. */
function xmlInZip(bytes: Uint8Array, file: string): Uint8Array {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new LattesRefused(file, 'the .zip is truncated or corrupt and cannot be opened. Download the export from the Lattes platform again.');
  }
  const xml = Object.keys(entries).filter((name) => name.toLowerCase().endsWith('.xml'));
  if (xml.length !== 1) throw new LattesRefused(file, `the .zip should hold exactly one .xml file (the Lattes export); it holds ${xml.length}.`);
  return entries[xml[0]!]!;
}

/** Whether the bytes look like UTF-16 (a byte-order mark, or a zero byte beside each ASCII character). */
function isUtf16(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  return (bytes[0] === 0x3c && bytes[1] === 0x00) || (bytes[0] === 0x00 && bytes[1] === 0x3c);
}

/** The encoding the XML declaration names, lower-cased; ISO-8859-1 when it names none (as Lattes always writes it). */
function declaredEncoding(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'iso-8859-1';
}

/** UTF-8's two-byte accents (Ã followed by a continuation byte): in Latin-1 they read "Ã§", "Ã£", "Ã©". */
function hasUtf8Accents(bytes: Uint8Array): boolean {
  for (let index = 0; index + 1 < bytes.length; index += 1) {
    if ((bytes[index] === 0xc3 || bytes[index] === 0xc2) && bytes[index + 1]! >= 0x80 && bytes[index + 1]! <= 0xbf) return true;
  }
  return false;
}

/** The export's text, decoded as its declaration says; refused when the bytes contradict it. */
export function lattesXmlText(input: Uint8Array, file: string): string {
  const bytes = startsWith(input, ZIP_MAGIC) || file.toLowerCase().endsWith('.zip') ? xmlInZip(input, file) : input;
  if (isUtf16(bytes)) {
    throw new LattesRefused(file, 'the file is in UTF-16, not the ISO-8859-1 the Lattes platform exports. Use the file as downloaded, without opening and saving it in another program.');
  }
  const encoding = declaredEncoding(bytes);
  if (encoding === 'utf-8' || encoding === 'utf8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new LattesRefused(file, 'the file says it is UTF-8 but its bytes are not. Use the file as the Lattes platform exports it.');
    }
  }
  if (!['iso-8859-1', 'latin1', 'iso8859-1', 'windows-1252'].includes(encoding)) {
    throw new LattesRefused(file, `the file declares the encoding "${encoding}"; a Lattes export is ISO-8859-1.`);
  }
  if (hasUtf8Accents(bytes)) {
    throw new LattesRefused(file, 'the file says ISO-8859-1 but its accents are UTF-8 bytes (it would read "Ã§" for "ç", "Ã£" for "ã"): it was re-saved by another program. Export it again from the Lattes platform.');
  }
  // WHATWG's "latin1" is windows-1252, a superset of ISO-8859-1 that also reads the curly quotes Lattes texts pasted from Word carry.
  return new TextDecoder('latin1').decode(bytes);
}
