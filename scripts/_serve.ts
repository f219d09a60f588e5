import { startStaticServer } from './lib/static-server.ts';
await startStaticServer({ dir: process.argv[2]!, port: Number(process.argv[3]) });
console.log('serving');
