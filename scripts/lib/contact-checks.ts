// Every link to the contact form says what the message is about: a link to /contact carries a
// `subject` ({ pt, en, es }), written into the form's subject field, unless it is marked
// `"navigation": true` as a plain way to the contact page (see schemas/common/link.schema.json).
// Every document is searched at any depth, so the rule holds wherever a link is used.
import { walkObjects } from '../../src/lib/json-walk.ts';
import type { JsonFile, ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

const CONTACT_PATH = '/contact';

/** The page a link opens, without its #fragment or ?query. */
const pathOf = (href: string) => href.split(/[?#]/)[0];

function checkFile(doc: JsonFile): Problem[] {
  const problems: Problem[] = [];
  walkObjects(doc.data, (node, pointer) => {
    if (typeof node.href !== 'string' || pathOf(node.href) !== CONTACT_PATH) return;
    if (node.subject === undefined && node.navigation !== true)
      problems.push({
        file: doc.file,
        pointer,
        message: 'links to /contact without a "subject": add one in pt, en and es saying what the message is about, or mark it "navigation": true if it only leads to the contact page and asks for nothing',
      });
  });
  return problems;
}

export function checkContactSubjects(files: ProjectFiles): Problem[] {
  return [files.site, ...files.pages, ...files.collections].flatMap(checkFile);
}
