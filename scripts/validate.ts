// `npm run validate`: checks every page document, site.json and the locale files; exits 1 on any problem.
// A valid project also gets its translation report: the texts that wait for English or Spanish and the
// stale translations, with file and pointer (refused instead when site.json requires every translation).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from './lib/problems.ts';
import { readProjectFiles } from './lib/project-files.ts';
import { formatTranslationReport, projectTranslations } from './lib/translation-checks.ts';
import { validateFiles } from './lib/validate-project.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readProjectFiles({ root });
const problems = validateFiles(files);
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log('All page documents, site.json and locale files are valid.');
console.log(formatTranslationReport(projectTranslations(files)));
