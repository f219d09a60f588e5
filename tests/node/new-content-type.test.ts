// The proof that a new kind of content needs no code: in a copy of the project, "patents" arrive as
// JSON alone (a schema, a collection with its view and three records, a page, a route and the words
// of the view's labels: tests/fixtures/new-content-type/). The copy validates, builds with the real
// build (`npm run build`, type-check included; tests/support/built-content-copy.ts), and its prerendered pages show the view's badges, colours, facts and buttons in
// three languages. No TypeScript is written; a test below checks that too.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtContentCopy, NEW_CONTENT_FIXTURE } from '../support/built-content-copy.ts';

const fixture = NEW_CONTENT_FIXTURE;
const patents = JSON.parse(readFileSync(join(fixture, 'pages-data/collections/patents.json'), 'utf8')) as {
  items: { title: Record<string, string>; status: string; url: string; number: string }[];
};
const words = JSON.parse(readFileSync(join(fixture, 'locales.json'), 'utf8')) as Record<'pt' | 'en' | 'es', Record<string, string>>;
const BUILT_PATHS = { pt: 'patents.html', en: 'en/patents.html', es: 'es/patents.html' } as const;
const STATUS_COLOUR = { filed: 'yellow', granted: 'green', licensed: 'grape' } as const;

/** Everything the fixture adds, relative to the project: all of it JSON. */
function fixtureFiles(dir = fixture): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? fixtureFiles(join(dir, entry.name)) : [relative(fixture, join(dir, entry.name))]));
}

describe('a new content type with JSON alone (patents)', () => {
  let copy: string;
  const html: Partial<Record<'pt' | 'en' | 'es', string>> = {};

  beforeAll(() => {
    // The build of a copy that any-content-builds.test.ts reads too: there the sample's collections are
    // empty and some pages gone; the patents, added after, are the only records (a new kind needs no others).
    ({ copy } = builtContentCopy());
    for (const [language, path] of Object.entries(BUILT_PATHS)) html[language as 'pt'] = readFileSync(join(copy, 'dist', path), 'utf8');
  }, 900_000);

  it('adds only JSON files', () => {
    expect(fixtureFiles().filter((file) => !file.endsWith('.json'))).toEqual([]);
    expect(existsSync(join(copy, 'src/generated'))).toBe(true);
  });

  it.each(['pt', 'en', 'es'] as const)('renders the page in %s with the view\'s badges, colours, facts and buttons', (language) => {
    const page = html[language]!;
    const t = words[language];
    expect(page).toContain(`>Patentes<`.replace('Patentes', language === 'en' ? 'Patents' : 'Patentes'));
    for (const patent of patents.items) {
      expect(page).toContain(patent.title[language]);
      expect(page).toContain(patent.number);
      // The badge: the status's label in this language, in the status's colour.
      const badge = new RegExp(`var\\(--mantine-color-${STATUS_COLOUR[patent.status as keyof typeof STATUS_COLOUR]}-9\\)[^>]*>(?:<[^>]+>)*${t[`patent.status.${patent.status}`]}<`);
      expect(page).toMatch(badge);
      // The link button opens the office's record in a new tab, named for its patent.
      expect(page).toContain(`href="${patent.url}"`);
      expect(page).toContain(`aria-label="${t['patent.view']}: ${patent.title[language]}`);
      // The copy button carries the patent's number and the view's confirmation for the first-load script.
      const copy = new RegExp(`<button[^>]*aria-label="${t['patent.copyNumber']}: ${patent.title[language]}"[^>]*>`).exec(page)?.[0] ?? '';
      expect(copy).toContain('data-action="copy"');
      expect(copy).toContain(`data-copy="${patent.number}"`);
      expect(copy).toContain(`data-copied-label="${t['patent.numberCopied']}"`);
    }
    // "License it" only for the granted one, to /contact with the patent in the subject.
    const granted = patents.items.filter((patent) => patent.status === 'granted');
    expect(page.split(`aria-label="${t['patent.license']}: `).length - 1).toBe(granted.length);
    const subject = new URLSearchParams({ subject: t['patent.subject']!.replace('{title}', granted[0]!.title[language]!) }).toString().replace(/&/g, '&amp;');
    expect(page).toContain(subject);
    expect(page).toContain(t['patent.inventors']!.replace('{value}', '3'));
  });
});
