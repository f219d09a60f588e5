// `npm run import:lattes -- <file.xml|file.zip> [--write]`: reads the CV exported from the Lattes
// platform ("Exportar" → XML) and plans it against the site's collections with the shared re-sync engine
// (scripts/lib/record-import/): a dry run prints what would be added, changed and kept; --write writes it.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importLattesFile } from './lib/lattes/import-command.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean', default: false } } });
const [file] = positionals;
if (!file) {
  console.error('Usage: npm run import:lattes -- <curriculo.xml|curriculo.zip> [--write]');
  process.exit(1);
}
process.exitCode = importLattesFile(resolve(process.cwd(), file), { root, write: values.write, name: file });
