// How many texts of a file wait for a translator: the file list's "N to translate".
import type { ProjectFiles } from '../../scripts/lib/project-files.ts';
import { toTranslateCount } from '../../src/i18n/translation-report.ts';

/** Locale files are key lists checked elsewhere; a file that does not parse has nothing to count. */
export function toTranslateOf(files: ProjectFiles, path: string): number {
  const file = [files.site, ...files.pages, ...files.collections].find((candidate) => candidate.file === path);
  return file && !file.parseError ? toTranslateCount(path, file.data) : 0;
}
