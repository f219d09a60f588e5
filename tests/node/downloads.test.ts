// The files the download buttons save: their names, and that a PDF is a typeset PDF and a ZIP a real
// archive, built from the downloads collection in each language.
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import downloads from '../../pages-data/collections/downloads.json';
import { downloadFileName } from '../../src/downloads/download-name.ts';
import { pdfDocument } from '../../src/downloads/pdf-document.ts';
import { toWinAnsi } from '../../src/downloads/pdf-text.ts';
import { zipArchive } from '../../src/downloads/zip-archive.ts';
import { titledEntry } from '../../src/downloads/save-download.ts';
import type { DownloadEntry, DownloadRef, LocalizedText, RecordView } from '../../src/generated/schemas.ts';
import en from '../../locales/en.json';
import { readdirSync } from 'node:fs';
import { readJson, root } from '../support/sample-data.ts';

const entries = downloads.items as DownloadEntry[];

/** The title of the card whose button saves an entry: its record's view title. */
function cardTitle(entry: DownloadEntry): LocalizedText | undefined {
  for (const file of readdirSync(`${root}/pages-data/collections`)) {
    const { view, items } = readJson<{ view?: RecordView; items?: { download?: DownloadRef }[] }>(`pages-data/collections/${file}`);
    const record = view && items?.find(({ download }) => download?.key === entry.key && download.number === entry.number);
    if (record) return (record as Record<string, unknown>)[view.title] as LocalizedText;
  }
  return undefined;
}
/** An entry as its button saves it in one language: with its own title, or its card's. */
const asSaved = (entry: DownloadEntry, language: 'pt' | 'en' | 'es') => titledEntry(entry, cardTitle(entry)?.[language]);
const t = (key: string) => (en as Record<string, string>)[key] ?? key;
const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const ascii = (data: Uint8Array) => Buffer.from(data).toString('latin1');

describe('file names', () => {
  it('replace the key’s first hyphen with an underscore, then add the number', () => {
    expect(downloadFileName({ key: 'studentResources-notes', number: 1 }, 'pdf')).toBe('studentResources_notes_1.pdf');
    expect(downloadFileName({ key: 'material-codes', number: 3 }, 'zip')).toBe('material_codes_3.zip');
  });
});

describe('PDF text', () => {
  it('keeps Latin-1 and typographic signs, spells out or reduces the rest', () => {
    expect(toWinAnsi('Reação – “ótima” ≤ 5 °C')).toBe('Reação – “ótima” <= 5 °C');
    expect(toWinAnsi('CO₂ e τ')).toBe('CO2 e tau');
  });
});

describe('a file\'s title', () => {
  it('is its own, or else its card\'s, so a title the page shows is written once', () => {
    for (const entry of entries) {
      const card = cardTitle(entry);
      expect(entry.title ?? card, `${entry.key} ${entry.number} has a title or a card`).toBeDefined();
      if (!entry.title) expect(asSaved(entry, 'es').title.es).toBe(card!.es);
    }
  });
});

describe('every PDF entry', () => {
  const pdfs = entries.filter((entry) => entry.format === 'pdf');
  // However many the collection holds; each is checked below.
  it('exists', () => expect(pdfs.length).toBeGreaterThan(0));
  it.each(pdfs.map((entry) => [`${entry.key} ${entry.number}`, entry] as const))('%s is a PDF with its title and page numbers in each language', async (_name, entry) => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const saved = asSaved(entry, language);
      const pdf = ascii(await bytes(pdfDocument(saved, language, t, new Date('2026-03-02T12:00:00Z'))));
      expect(pdf.startsWith('%PDF-')).toBe(true);
      // jspdf writes a Latin-1 title as it is, any other as UTF-16 with a byte-order mark.
      const title = toWinAnsi(saved.title[language]!);
      const utf16 = `\xfe\xff${[...title].map((c) => String.fromCharCode(c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff)).join('')}`;
      const escape = (text: string) => text.replace(/[()\\]/g, (c) => `\\${c}`);
      expect([`/Title (${escape(title)})`, `/Title (${escape(utf16)})`].some((form) => pdf.includes(form)), `title of ${entry.key} ${entry.number} in ${language}`).toBe(true);
      expect(pdf).toMatch(/Page 1 of \d+/);
    }
  });
});

describe('every ZIP entry', () => {
  const zips = entries.filter((entry) => entry.format === 'zip');
  it.each(zips.map((entry) => [`${entry.key} ${entry.number}`, entry] as const))('%s is an archive of a README and its files', async (_name, entry) => {
    const archive = await bytes(zipArchive(asSaved(entry, 'pt'), 'pt'));
    expect([...archive.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(archive);
    expect(Object.keys(files).sort()).toEqual(['README.txt', ...entry.files!.map((file) => file.path)].sort());
    expect(strFromU8(files['README.txt']!)).toContain(asSaved(entry, 'pt').title.pt);
    for (const file of entry.files!) expect(strFromU8(files[file.path]!)).toBe(file.content);
  });
});
