// `npm run edit`: the content editor on http://127.0.0.1:5174/ (loopback only; EDIT_PORT=5180 npm run edit
// takes another port, as PORT does for `npm start`). It edits the files of pages-data/ (and locales/),
// validates before each save and keeps each file's formatting.
import { editPortOf, startEditor } from '../editor/server/start-editor.ts';

let port: number;
try {
  port = editPortOf();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const editor = await startEditor({ port });
console.log(`\n  Site editor: ${editor.url}\n`);

const stop = () => void editor.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
