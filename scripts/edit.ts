// `npm run edit`: the content editor on http://127.0.0.1:5174/ (loopback only). It edits the files of
// pages-data/ (and locales/), validates before each save and keeps each file's formatting.
import { startEditor } from '../editor/server/start-editor.ts';

const editor = await startEditor();
console.log(`\n  Site editor: ${editor.url}\n`);

const stop = () => void editor.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
