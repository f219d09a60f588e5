// The download helper: every download button on the site goes through here. It finds the entry of
// the downloads collection, builds the file in the browser (the collection, jspdf and fflate all
// load now, not with the page) and saves it under the naming rule.
import type { DownloadEntry, DownloadRef, LocalizedText } from '../generated/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import { loadCollection } from '../renderer/collections.ts';
import { downloadFileName, downloadLabel } from './download-name.ts';
import { withBase } from '../i18n/site-base.ts';

type Translate = (key: string) => string;

export type DownloadOutcome = 'saved' | 'missing';

/** An entry with its title: its own, or else the title of the card whose button saves it, already in the page's language. */
export type TitledEntry = DownloadEntry & {
  title: LocalizedText;
  /** The address of a JPEG set beside the title (the CV's portrait, src/media/media.ts printImageUrl). */
  portrait?: string;
};

/** The portrait's bytes, or none when it cannot be fetched: the PDF is then written without it, never refused. */
async function portraitBytes(address: string | undefined): Promise<Uint8Array | undefined> {
  if (!address) return undefined;
  try {
    const response = await fetch(address);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

export function titledEntry(entry: DownloadEntry, cardTitle = downloadLabel(entry)): TitledEntry {
  return entry.title ? (entry as TitledEntry) : { ...entry, title: { pt: cardTitle, en: cardTitle, es: cardTitle } };
}

async function buildFile(entry: TitledEntry, language: Language, t: Translate): Promise<{ blob: Blob; extension: string }> {
  if (entry.format === 'pdf') {
    const [{ pdfDocument }, portrait] = await Promise.all([import('./pdf-document.ts'), portraitBytes(entry.portrait)]);
    return { blob: pdfDocument(entry, language, t, new Date(), portrait), extension: 'pdf' };
  }
  if (entry.format === 'zip') {
    const { zipArchive } = await import('./zip-archive.ts');
    return { blob: zipArchive(entry, language), extension: 'zip' };
  }
  const response = await fetch(withBase(entry.file!));
  if (!response.ok) throw new Error(`${entry.file} answered ${response.status}`);
  return { blob: await response.blob(), extension: entry.file!.split('.').pop()! };
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves the entry named by `ref`, from the downloads collection, or the one `build` writes from the
 * item itself (an episode's show notes) or from collections it loads (the CV); an entry without a title
 * takes `cardTitle`, its button's card's. An unknown entry only logs a warning (validation makes it
 * impossible in the site's own documents); any other failure is thrown for the button to report.
 */
export async function saveDownload(ref: DownloadRef, language: Language, t: Translate, build?: () => DownloadEntry | Promise<DownloadEntry>, cardTitle?: string): Promise<DownloadOutcome> {
  const entry = build ? await build() : (await loadCollection('downloads', language)).items.find((item) => item.key === ref.key && item.number === ref.number);
  if (!entry) {
    console.warn('Conteúdo não encontrado', downloadLabel(ref));
    return 'missing';
  }
  const { blob, extension } = await buildFile(titledEntry(entry, cardTitle), language, t);
  save(blob, downloadFileName(ref, extension));
  return 'saved';
}
