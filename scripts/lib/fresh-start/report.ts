// The fresh start's report, the same in the terminal and the editor: the identity, the records that go,
// page by page the texts that are hers to write, the files that go, the Lattes import's own report, and
// what is still missing before anything can be written.
import { writable, type FreshStartPlan } from './plan.ts';

/** An identity field as the report names it. */
const WORDS: Record<string, string> = { title: 'position', email: 'e-mail', officeHours: 'office hours', postalAddress: 'street address', postalCode: 'postal code' };
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const sample = (titles: string[]) => (titles.length > 3 ? `${titles.slice(0, 3).join('; ')}; …` : titles.join('; '));

export function formatFreshStart(plan: FreshStartPlan, { flags = true }: { flags?: boolean } = {}): string {
  const lines: string[] = ['Start from your record: the sample professor goes, your site stays.', ''];
  const { identity } = plan;
  lines.push('Your identity (pages-data/site.json):');
  if (identity.answered.length) lines.push(`  from your answers: ${identity.answered.join(', ')}`);
  // The export's fields by name here; the import's report below says each in full.
  const seeded = plan.seeded.map((what) => /\(identity\.([^)]+)\)/.exec(what)?.[1] ?? what);
  if (seeded.length) lines.push(`  from your Lattes export: ${seeded.join(', ')}`);
  if (identity.kept.length) lines.push(`  kept as you wrote it: ${identity.kept.join(', ')}`);
  if (identity.dropped.length) lines.push(`  the sample's, removed: ${identity.dropped.join(', ')}`);
  lines.push('');

  if (!plan.sampleThere) lines.push('Nothing of the sample is left in your records and pages: they stay as they are (only what names the sample would go).', '');
  const removed = plan.collections.reduce((sum, c) => sum + c.removed.length, 0);
  lines.push(removed ? `The sample's records, removed (${removed}):` : 'No sample record is left in the collections.');
  for (const collection of plan.collections)
    lines.push(`  - ${collection.collection}: ${plural(collection.removed.length, 'record')} (${sample(collection.removed)})${collection.kept ? `; ${collection.kept} of yours kept` : ''}`);
  lines.push('');

  if (plan.pages.length) {
    lines.push('Your pages: what was the sample\'s is out, and is yours to write (npm run edit):');
    for (const page of plan.pages) {
      lines.push(`  ${page.path ?? '(no route)'} (${page.file})`);
      for (const change of page.changes) lines.push(`    - ${change.block}: ${change.what}`);
    }
    lines.push('');
  }
  if (plan.removedFiles.length) lines.push('Files only the sample used, deleted:', ...plan.removedFiles.map((file) => `  - ${file}`), '');
  const other = plan.writes.filter((w) => w.file === '.env' || w.file.endsWith('.bib'));
  if (other.length) lines.push('Also:', ...other.map((w) => `  - ${w.file}: ${w.file === '.env' ? 'SITE_URL, your site\'s address' : "the sample's entries removed (its comments stay)"}`), '');
  if (plan.importReport) lines.push(plan.importReport, '');
  if (plan.leftovers.length) lines.push('Still naming the sample (change it yourself):', ...plan.leftovers.map((line) => `  - ${line}`), '');
  if (plan.missing.length)
    lines.push(`Still needed before anything is written: your ${plan.missing.map((field) => WORDS[field] ?? field).join(', ')}${flags ? ` (answer when asked, or give ${plan.missing.map(flagOf).join(' ')})` : ''}.`, '');
  if (plan.problems.length) lines.push(`The result would not be valid (${plan.problems.length}):`, ...plan.problems.map((p) => `  - ${p.file} ${p.pointer || '/'}: ${p.message}`), '');
  if (writable(plan)) lines.push(`${plural(plan.writes.filter((w) => w.text !== null).length, 'file')} to write, ${plural(plan.writes.filter((w) => w.text === null).length, 'file')} to delete.`);
  return lines.join('\n').trimEnd();
}

/** The flag that answers an identity field: identity.title is --position, officeHours --office-hours. */
export function flagOf(field: string): string {
  const answer = field === 'title' ? 'position' : field === 'postalAddress' ? 'address' : field;
  return `--${answer.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
