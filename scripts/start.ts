// `npm start` (after the build): serves dist/ at http://127.0.0.1:4173 (PORT overrides) and the
// local submit-forms backend at http://127.0.0.1:54321 (BACKEND_PORT overrides), which the built
// site talks to when no Supabase settings were given at build time.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.ts';
import { startLocalBackend } from './local-backend/server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const backend = await startLocalBackend();
const site = await startStaticServer({ dir: join(root, 'dist'), port });
console.log(`Site:          http://127.0.0.1:${port}/`);
console.log(`Local backend: ${backend.functionUrl} (data in ${backend.dataDir}; \`npm run inbox\` lists submissions)`);

const stop = () => {
  site.close();
  void backend.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
