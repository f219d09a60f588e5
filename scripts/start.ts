// `npm start` (after the build): serves dist/ (DIST_DIR) at http://127.0.0.1:4173 (PORT overrides) and the
// local submit-forms backend at http://127.0.0.1:54321 (BACKEND_PORT overrides), which the built
// site talks to when no Supabase settings were given at build time.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBasePath, distDir } from './lib/build-output.ts';
import { startStaticServer } from './lib/static-server.ts';
import { startLocalBackend } from './local-backend/server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const backend = await startLocalBackend();
// A build for a sub-path (SITE_URL https://prof.github.io/site) is served under it: http://127.0.0.1:4173/site/.
const base = buildBasePath(root);
const site = await startStaticServer({ dir: distDir(root), port, base });
console.log(`Site:          http://127.0.0.1:${port}${base}/`);
console.log(`Local backend: ${backend.functionUrl} (data in ${backend.dataDir}; \`npm run inbox\` lists submissions)`);

const stop = () => {
  site.close();
  void backend.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
