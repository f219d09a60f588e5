// What a download card says about a real file, read from the file at build so it cannot go stale:
// its size and, for a PDF, its page count. The page count comes from pdf-lib, which reads the page
// tree the way a viewer does (cross-reference streams and object streams included, as LaTeX and office
// suites write them); a regular expression over "/Count" misses those and miscounts incremental saves.
import { PDFDocument } from 'pdf-lib';

export async function pdfPageCount(data: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
  return document.getPageCount();
}

// The size's wording is the site's (a link's hint says it too): src/media/file-size.ts.
export { formatFileSize } from '../../../src/media/file-size.ts';
