// `npm run validate`: checks every page document, site.json and the locale files; exits 1 on any problem.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from './lib/problems.ts';
import { validateProject } from './lib/validate-project.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const problems = validateProject({ root });
if (problems.length) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log('All page documents, site.json and locale files are valid.');
