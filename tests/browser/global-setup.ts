// Serves the built site the way `npm start` does (static files + the local backend with a fresh
// data folder) for the browser tests. `npm test` builds first; running this project alone needs
// `npm run build` beforehand.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { DEFAULT_PORT, startLocalBackend } from '../../scripts/local-backend/server.ts';

const root = join(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    backendUrl: string;
    backendDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // SITE_DIST serves another build (a copy of dist/) while dist/ is being rebuilt.
  const dist = process.env.SITE_DIST ?? join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it for you).');
  const dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
  // The built site talks to the backend's default address, so the tests need that port.
  const backend = await startLocalBackend({ port: DEFAULT_PORT, dataDir }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new Error(`Port ${DEFAULT_PORT} is busy: stop \`npm start\` or \`npm run dev\` before running the browser tests.`);
    throw error;
  });
  const server = await startStaticServer({ dir: dist, port: 0 });
  project.provide('baseUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  project.provide('backendUrl', backend.url);
  project.provide('backendDataDir', dataDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
