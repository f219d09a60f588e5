// A file's size as the site says it, on a download card (the build fills the card's size, scripts/lib/media/)
// and in a download link's screen-reader hint, so the two always agree.

const KB = 1024;
const MB = 1024 * 1024;

/** A size as a card shows it, in the page's language: "12 KB", "3,4 MB" (pt), "3.4 MB" (en). KB are 1024 bytes, as file managers count them. */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / MB)} MB`;
}
