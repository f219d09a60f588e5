// `npm run start:fresh -- [--lattes <curriculo.xml|.zip>] [--name … --email … --gender feminine …] [--write]`:
// turns the sample into the owner's site (scripts/lib/fresh-start/). A dry run first: it prints what
// goes (the sample's records, texts, files) and what comes (the identity, the Lattes records); --write
// writes it. At a terminal it asks what neither the flags nor the export say.
import { createInterface } from 'node:readline/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runFreshStart } from './lib/fresh-start/command.ts';
import type { Answers } from './lib/fresh-start/identity.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const text = { type: 'string' } as const;
const { values } = parseArgs({
  options: {
    lattes: text, write: { type: 'boolean', default: false }, 'no-questions': { type: 'boolean', default: false },
    name: text, email: text, gender: text, honorific: text, position: text, department: text, university: text, phone: text,
    office: text, 'office-hours': text, campus: text, address: text, city: text, 'postal-code': text, 'site-url': text,
  },
});

const answers: Answers = {
  name: values.name, email: values.email, gender: values.gender as Answers['gender'], honorific: values.honorific, position: values.position,
  department: values.department, university: values.university, phone: values.phone, office: values.office, officeHours: values['office-hours'],
  campus: values.campus, postalAddress: values.address, city: values.city, postalCode: values['postal-code'], siteUrl: values['site-url'],
};

const terminal = process.stdin.isTTY && process.stdout.isTTY && !values['no-questions'] ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
try {
  process.exitCode = await runFreshStart({ root, answers, lattes: values.lattes && resolve(process.cwd(), values.lattes), write: values.write, ask: terminal && ((question) => terminal.question(question)) });
} finally {
  terminal?.close();
}
