// `npm run translations`: the texts a translator has to write, grouped per page and collection, each
// with its Portuguese beside it and its state (waiting, or stale with the old translation).
// `npm run translations -- --summary` prints one short paragraph instead (npm run check uses it).
// Both exit 0: a text waiting for its translation is allowed unless site.json requires every one.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProjectFiles } from './lib/project-files.ts';
import { projectTranslations } from './lib/translation-checks.ts';
import { formatTranslationList, formatTranslationParagraph } from './lib/translation-list.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readProjectFiles({ root });
const items = projectTranslations(files);
const strict = (files.site.data as { translations?: { requireComplete?: boolean } }).translations?.requireComplete === true;
console.log(process.argv.includes('--summary') ? formatTranslationParagraph(items, strict) : formatTranslationList(items, strict));
