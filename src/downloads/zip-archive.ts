// A ZIP entry as a real archive (fflate loads with this module, on click): a README in the
// visitor's language and the collection's sample files.
import { strToU8, zipSync } from 'fflate';
import type { TitledEntry } from './save-download.ts';
import type { Language } from '../i18n/languages.ts';
import { site } from '../site.ts';
import { localText } from '../i18n/localized-text.ts';

export function readme(entry: TitledEntry, language: Language): string {
  const lines = [localText(entry.title, language), '='.repeat(localText(entry.title, language).length), ''];
  if (entry.course) lines.push(localText(entry.course, language), '');
  for (const section of entry.sections ?? []) {
    if (section.heading) lines.push(localText(section.heading, language), '-'.repeat(localText(section.heading, language).length));
    for (const paragraph of section.paragraphs) lines.push(localText(paragraph, language), '');
  }
  lines.push(`${site.identity.name} · ${site.identity.email}`, '');
  return lines.join('\n');
}

export function zipArchive(entry: TitledEntry, language: Language): Blob {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(readme(entry, language)) };
  for (const file of entry.files ?? []) files[file.path] = strToU8(file.content);
  const bytes = zipSync(files, { level: 6 });
  return new Blob([bytes as BlobPart], { type: 'application/zip' });
}
