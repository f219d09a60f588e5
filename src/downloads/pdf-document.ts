// A downloadable entry typeset as course material with jspdf (this module, and jspdf with it, load
// only when a download button is clicked): title, course line, professor, date, headed sections of
// wrapped paragraphs, and "Page n of N" on every page.
import { jsPDF } from 'jspdf';
import type { TitledEntry } from './save-download.ts';
import { formatLocalDay } from '../i18n/dates.ts';
import { HTML_LANG, type Language } from '../i18n/languages.ts';
import { shadeRgb } from '../brand/brand-colors.ts';
import { site } from '../site.ts';
import { toWinAnsi } from './pdf-text.ts';
import { localText } from '../i18n/localized-text.ts';

const PAGE = { width: 210, height: 297, margin: 22 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MM_PER_PT = 0.3528;
const INK = [33, 37, 41] as const;
const MUTED = [90, 96, 104] as const;
// Headings and rules in the brand's darkest shade (blue 9, #1864ab, for the sample), dark enough for print.
const ACCENT = shadeRgb(site.brand, 9);

type Translate = (key: string) => string;

/** The portrait's side, in mm, at the head's right edge; the head's lines keep clear of it. */
const PORTRAIT = 28;

class Typesetter {
  readonly doc = new jsPDF({ unit: 'mm', format: 'a4' });
  private y: number = PAGE.margin;
  /** The width lines wrap to: narrower beside the portrait. */
  width = TEXT_WIDTH;

  /** Writes wrapped text, starting a new page when it would cross the bottom margin. */
  write(text: string, options: { size: number; bold?: boolean; color?: readonly number[]; after?: number }) {
    const { doc } = this;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size);
    doc.setTextColor(...((options.color ?? INK) as [number, number, number]));
    const lineHeight = options.size * MM_PER_PT * 1.45;
    for (const line of doc.splitTextToSize(toWinAnsi(text), this.width) as string[]) {
      if (this.y + lineHeight > PAGE.height - PAGE.margin - 8) this.newPage();
      doc.text(line, PAGE.margin, this.y + options.size * MM_PER_PT);
      this.y += lineHeight;
    }
    this.y += options.after ?? 0;
  }

  /** Keeps a heading with the first lines of what follows it. */
  ensureRoom(millimetres: number) {
    if (this.y + millimetres > PAGE.height - PAGE.margin - 8) this.newPage();
  }

  /** A JPEG at the head's right edge, from the current line down; the lines beside it wrap before it. */
  portrait(jpeg: Uint8Array) {
    this.doc.addImage(jpeg, 'JPEG', PAGE.width - PAGE.margin - PORTRAIT, this.y, PORTRAIT, PORTRAIT);
    this.width = TEXT_WIDTH - PORTRAIT - 6;
    this.bottomOfImage = this.y + PORTRAIT + 4;
  }

  private bottomOfImage = 0;

  rule() {
    // The rule runs below the portrait, and the text after it is full width again.
    this.y = Math.max(this.y, this.bottomOfImage);
    this.width = TEXT_WIDTH;
    this.doc.setDrawColor(...ACCENT);
    this.doc.setLineWidth(0.6);
    this.doc.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += 7;
  }

  private newPage() {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** Running footer on every page, written last so the total is known. */
  footers(left: string, pageLabel: (page: number, total: number) => string) {
    const { doc } = this;
    const total = doc.getNumberOfPages();
    for (let page = 1; page <= total; page++) {
      doc.setPage(page);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8.5);
      doc.setTextColor(...MUTED);
      const y = PAGE.height - PAGE.margin + 6;
      doc.text(toWinAnsi(left), PAGE.margin, y);
      doc.text(toWinAnsi(pageLabel(page, total)), PAGE.width - PAGE.margin, y, { align: 'right' });
    }
  }
}

/** The entry typeset; `portrait`, a JPEG's bytes, is set beside the head (the CV's). */
export function pdfDocument(entry: TitledEntry, language: Language, t: Translate, today = new Date(), portrait?: Uint8Array): Blob {
  const { identity } = site;
  const page = new Typesetter();
  const title = localText(entry.title, language);
  // The document's language (/Lang) is the page's: jspdf has no language per text, so a Portuguese text
  // still waiting for its translation is read in this language's voice (the README's translation section).
  page.doc.setLanguage(HTML_LANG[language] as Parameters<jsPDF['setLanguage']>[0]);
  page.doc.setProperties({ title, author: identity.name, subject: entry.course ? localText(entry.course, language) : title, creator: identity.name });
  if (portrait) page.portrait(portrait);
  page.write(localText(identity.university, language).toUpperCase(), { size: 8.5, bold: true, color: ACCENT, after: 1 });
  page.write(localText(identity.department, language), { size: 8.5, color: MUTED, after: 6 });
  page.write(title, { size: 19, bold: true, after: 2 });
  if (entry.course) page.write(localText(entry.course, language), { size: 12, color: MUTED, after: 3 });
  page.write(`${localText(identity.title, language)} ${identity.name}`, { size: 10, after: 0.5 });
  page.write(formatLocalDay(today, language), { size: 10, color: MUTED, after: 4 });
  page.rule();
  for (const section of entry.sections ?? []) {
    if (section.heading) {
      page.ensureRoom(24);
      page.write(localText(section.heading, language), { size: 13, bold: true, color: ACCENT, after: 2 });
    }
    for (const paragraph of section.paragraphs) page.write(localText(paragraph, language), { size: 10.5, after: 3.2 });
    page.write('', { size: 4 });
  }
  page.footers(`${identity.name} · ${entry.footer ? localText(entry.footer, language) : t('download.footer')}`, (n, total) => t('download.page').replace('{page}', String(n)).replace('{total}', String(total)));
  return page.doc.output('blob');
}
