// The translation report over the project's files, and the strict setting that turns it into problems.
import type { SiteDocument } from '../../src/generated/schemas.ts';
import { pendingSentence, pendingTranslations, translationSummary, type PendingTranslation } from '../../src/i18n/translation-report.ts';
import { formatProblem, type Problem } from './problems.ts';
import { type ProjectFiles } from './project-files.ts';

/** Every waiting or stale translation of site.json, the page documents and the collections (locale files are checked key by key elsewhere). */
export function projectTranslations(files: ProjectFiles): PendingTranslation[] {
  return [files.site, ...files.pages, ...files.collections].filter((file) => !file.parseError).flatMap((file) => pendingTranslations(file.file, file.data));
}

/** With site.json's translations.requireComplete, each pending translation is a problem that stops validation and the build. */
export function checkTranslations(files: ProjectFiles): Problem[] {
  const site = files.site.data as SiteDocument;
  if (!site.translations?.requireComplete) return [];
  return projectTranslations(files).map((item) => ({
    file: item.file,
    pointer: item.pointer,
    message: `${pendingSentence(item)}, and pages-data/site.json sets translations.requireComplete, which requires every text translated (set it to false to publish Portuguese first)`,
  }));
}

/** The report `npm run validate` prints after a valid run: each pending text with file and pointer, then the summary. */
export function formatTranslationReport(items: readonly PendingTranslation[]): string {
  const lines = items.map((item) => formatProblem({ file: item.file, pointer: item.pointer, message: pendingSentence(item) }));
  return [...lines, ...(lines.length ? [''] : []), `Translations: ${translationSummary(items)}`].join('\n');
}
