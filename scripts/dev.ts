// `npm run dev`: Vite's dev server (JSON validation in its overlay) beside the local backend.
import { createServer } from 'vite';
import { startLocalBackend } from './local-backend/server.ts';

const backend = await startLocalBackend();
const vite = await createServer();
await vite.listen();
vite.printUrls();
console.log(`  ➜  Backend: ${backend.functionUrl}`);

const stop = () => void Promise.all([vite.close(), backend.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
