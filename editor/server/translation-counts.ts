// How many texts of a file wait for a translator (the file list's "N to translate"), and the whole
// site's waiting and stale texts for the editor's Translations view.
import type { ProjectFiles } from '../../scripts/lib/project-files.ts';
import { pendingTranslations, toTranslateCount } from '../../src/i18n/translation-report.ts';
import type { SiteTranslations } from '../shared/protocol.ts';

/** Locale files are key lists checked elsewhere; a file that does not parse has nothing to count. */
export function toTranslateOf(files: ProjectFiles, path: string): number {
  const file = [files.site, ...files.pages, ...files.collections].find((candidate) => candidate.file === path);
  return file && !file.parseError ? toTranslateCount(path, file.data) : 0;
}

/** Every file's waiting and stale texts, on disk, files in the editor's order (GET translations). */
export function siteTranslations(files: ProjectFiles, paths: readonly string[]): SiteTranslations {
  const byPath = new Map([files.site, ...files.pages, ...files.collections].map((file) => [file.file, file]));
  return {
    files: paths.flatMap((path) => {
      const file = byPath.get(path);
      const items = file && !file.parseError ? pendingTranslations(path, file.data) : [];
      return items.length ? [{ path, items }] : [];
    }),
  };
}
