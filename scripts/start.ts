// `npm start` (after the build): serves dist/ at http://127.0.0.1:4173 (PORT overrides).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
await startStaticServer({ dir: join(root, 'dist'), port });
console.log(`Site: http://127.0.0.1:${port}/`);
