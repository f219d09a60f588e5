// The translator's list of `npm run translations`: per file (a page or a collection), each text once,
// its Portuguese, and what each language needs. Plain text, so it reads in a terminal or a pasted e-mail.
import { translationSummary, type PendingTranslation } from '../../src/i18n/translation-report.ts';

const MAX_QUOTE = 160;
const quote = (text: string) => `"${text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text}"`;

/** Pending translations by file, then by text (pointer), in report order. */
export function groupedByFile(items: readonly PendingTranslation[]): Map<string, Map<string, PendingTranslation[]>> {
  const files = new Map<string, Map<string, PendingTranslation[]>>();
  for (const item of items) {
    const texts = files.get(item.file) ?? new Map<string, PendingTranslation[]>();
    texts.set(item.pointer, [...(texts.get(item.pointer) ?? []), item]);
    files.set(item.file, texts);
  }
  return files;
}

const strictNote = (strict: boolean) =>
  strict ? 'pages-data/site.json sets translations.requireComplete: validation and the build refuse these until they are done.' : 'They are published in Portuguese, marked as Portuguese, until translated.';

export function formatTranslationList(items: readonly PendingTranslation[], strict: boolean): string {
  if (items.length === 0) return translationSummary(items);
  const lines: string[] = [];
  for (const [file, texts] of groupedByFile(items)) {
    lines.push(`${file} (${texts.size} ${texts.size === 1 ? 'text' : 'texts'})`);
    for (const [pointer, pending] of texts) {
      lines.push(`  ${pointer}`, `    pt: ${quote(pending[0]!.pt)}`);
      for (const item of pending) {
        const state = item.state === 'missing' ? 'waits for translation' : `stale, now ${quote(item.current ?? '')}`;
        lines.push(`    ${item.language}: ${state}`);
      }
    }
    lines.push('');
  }
  lines.push(translationSummary(items), strictNote(strict), 'Translate them in the editor (npm run edit: an open file\'s "to translate" list), or write en and es beside pt in the file.');
  return lines.join('\n');
}

/** One short paragraph: the summary, where the texts are, and what happens to them. */
export function formatTranslationParagraph(items: readonly PendingTranslation[], strict: boolean): string {
  if (items.length === 0) return `Translations: ${translationSummary(items)}`;
  const where = [...groupedByFile(items)].map(([file, texts]) => `${file.replace(/^pages-data\//, '')} (${texts.size})`).join(', ');
  return `Translations: ${translationSummary(items)} In ${where}. ${strictNote(strict)} Run npm run translations for the list.`;
}
