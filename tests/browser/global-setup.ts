// Serves the built site the way `npm start` does, on a free port, for the browser tests.
// `npm test` builds first; running this project alone needs `npm run build` beforehand.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/lib/static-server.ts';

const root = join(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it for you).');
  const server = await startStaticServer({ dir: dist, port: 0 });
  project.provide('baseUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
