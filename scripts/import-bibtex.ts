// `npm run import:bibtex -- <file.bib> [--out <collection.json>]`: turns a BibTeX file into the
// publications collection. Nothing is written unless every entry maps and the result is valid, so a
// broken entry never costs the list that is already there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { problemsFromAjv } from './lib/ajv-messages.ts';
import { importBibtex, toCollection, type PublicationSettings } from './lib/bibtex-import.ts';
import { formatProblems } from './lib/problems.ts';
import { readProjectFiles } from './lib/project-files.ts';
import { createSchemaRegistry } from './lib/schema-registry.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = 'schemas/collections/publications.schema.json';
/** A first import's settings; later imports keep the file's own. */
const DEFAULT_SETTINGS: PublicationSettings = { doiResolver: 'https://doi.example/', typeColors: { research: 'blue', review: 'grape', short: 'cyan', chapter: 'orange', conference: 'teal' } };

const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', default: 'pages-data/collections/publications.json' } } });
const [bibFile] = positionals;
if (!bibFile) {
  console.error('Usage: npm run import:bibtex -- <file.bib> [--out pages-data/collections/publications.json]');
  process.exit(1);
}
const input = resolve(process.cwd(), bibFile);
if (!existsSync(input)) {
  console.error(`${bibFile}: no such file.`);
  process.exit(1);
}
const output = resolve(root, values.out);
const outputName = relative(root, output);

const imported = importBibtex(readFileSync(input, 'utf8'));
if (imported.problems.length) {
  console.error(`${bibFile}: ${imported.problems.length} entr${imported.problems.length === 1 ? 'y' : 'ies'} could not be imported; ${outputName} was left as it was.`);
  for (const problem of imported.problems) console.error(`  - ${problem}`);
  process.exit(1);
}

// The DOI resolver and the badges' colours are settings of the collection, not of the .bib: keep the ones already chosen.
const previous = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Partial<PublicationSettings>) : {};
const collection = toCollection(imported, { doiResolver: previous.doiResolver ?? DEFAULT_SETTINGS.doiResolver, typeColors: previous.typeColors ?? DEFAULT_SETTINGS.typeColors });

const validate = createSchemaRegistry(readProjectFiles({ root }).schemas).validator(SCHEMA);
if (!validate(collection)) {
  console.error(`${bibFile}: the imported list does not fit ${SCHEMA}; ${outputName} was left as it was.`);
  console.error(formatProblems(problemsFromAjv(outputName, validate.errors, [])));
  process.exit(1);
}
writeFileSync(output, `${JSON.stringify(collection, null, 2)}\n`);
console.log(`Imported ${imported.articles.length} articles and ${imported.chapters.length} book chapters from ${bibFile} into ${outputName}.`);
