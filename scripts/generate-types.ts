// `npm run types`: regenerate src/generated/schemas.ts from schemas/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypes } from './lib/generate-types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_TYPES = join(root, 'src/generated/schemas.ts');

mkdirSync(dirname(GENERATED_TYPES), { recursive: true });
writeFileSync(GENERATED_TYPES, await generateTypes(root));
console.log(`Types written to ${GENERATED_TYPES.slice(root.length + 1)}`);
