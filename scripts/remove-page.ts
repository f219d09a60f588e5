// `npm run remove:page -- <path> [--write]`: removes a page and every way to it (scripts/lib/remove-page.ts):
// its document, its route, sidebar entry and aliases in site.json, and the links, buttons and cards'
// links that lead to it from the other pages and collections. A dry run by default: it lists what would
// go and writes nothing; --write removes it, each file's formatting kept. The home page and the
// not-found page cannot be removed; a removal that would leave the project invalid is refused.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatProblems } from './lib/problems.ts';
import { readProjectFiles } from './lib/project-files.ts';
import { describePlan, planPageRemoval, RemovalRefused, writeRemoval } from './lib/remove-page.ts';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false }, root: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('Usage: npm run remove:page -- <path> [--write]   (for example: npm run remove:page -- /podcast)');
  process.exit(1);
}
// --root: another project folder (a test's copy); the schemas are that folder's own.
const root = values.root ? resolve(process.cwd(), values.root) : repository;
const files = readProjectFiles({ root });
const texts = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
// The texts as planned: a file changed after this read is not overwritten.
const before = texts([...files.pages, ...files.collections, files.site].map((file) => file.file));

let plan;
try {
  plan = planPageRemoval(files, positionals[0]!);
} catch (error) {
  if (!(error instanceof RemovalRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
const fileCount = new Set(plan.changes.map((change) => change.file)).size;
console.log(`Removing ${plan.path} ${values.write ? 'changes' : 'would change'} ${fileCount} file${fileCount === 1 ? '' : 's'}:\n`);
for (const line of describePlan(plan)) console.log(`  ${line}`);
if (plan.notes.length) console.log(`\nKept:\n${plan.notes.map((note) => `  ${note}`).join('\n')}`);
if (plan.problems.length) {
  console.error(`\nThe page was not removed: the site would then have these problems. Fix them first, then run this again.\n\n${formatProblems(plan.problems)}`);
  process.exit(1);
}
if (!values.write) {
  console.log(`\nA dry run: nothing was written. To remove ${plan.path}, run: npm run remove:page -- ${plan.path} --write`);
} else {
  writeRemoval(root, plan, before);
  console.log(`\n${plan.path} is removed. The feeds, the sitemap, the search and the structured data follow at the next build.`);
}
