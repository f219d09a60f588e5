// What a download card says about a real file, read from the file at build so it cannot go stale:
// its size and, for a PDF, its page count. The page count comes from pdf-lib, which reads the page
// tree the way a viewer does (cross-reference streams and object streams included, as LaTeX and office
// suites write them); a regular expression over "/Count" misses those and miscounts incremental saves.
import { PDFDocument } from 'pdf-lib';

export async function pdfPageCount(data: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  return document.getPageCount();
}

const KB = 1024;
const MB = 1024 * 1024;

/** A size as a card shows it, in the page's language: "12 KB", "3,4 MB" (pt), "3.4 MB" (en). KB are 1024 bytes, as file managers count them. */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / MB)} MB`;
}
