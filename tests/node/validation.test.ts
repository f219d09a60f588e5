import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { blockTypes } from '../support/sample-data.ts';

const root = join(import.meta.dirname, '../..');
const fixtures = join(root, 'tests/fixtures');
const validProject = { root: join(fixtures, 'valid-project'), schemaRoot: root };

function problemsOf(brokenCase: string): string[] {
  return validateProject({ ...validProject, overlays: [join(fixtures, 'broken', brokenCase)] }).map(formatProblem);
}

describe('validation of the real site', () => {
  it('accepts every page document, site.json and the locale files', () => {
    expect(validateProject({ root }).map(formatProblem)).toEqual([]);
  });
});

describe('validation of broken documents', () => {
  it('accepts the valid fixture project, so each broken case differs by one fault', () => {
    expect(validateProject(validProject)).toEqual([]);
  });

  it.each([
    ['missing-field', 'pages-data/home.json /blocks/1/cards/0/link: missing required property "label"'],
    ['wrong-type', 'pages-data/home.json /blocks/2/items/0/value: must be string or object, found number 30'],
    // The known types are every block schema's, read from schemas/block.schema.json, so a new block needs no edit here.
    ['unknown-block', `pages-data/home.json /blocks/4: unknown block type "carousel"; known types: ${blockTypes().join(', ')}`],
    // Only Portuguese is required: English and Spanish may wait for their translation (tests/node/translations.test.ts).
    ['missing-language', 'pages-data/home.json /blocks/0/title: missing required property "pt" (the Portuguese text)'],
    ['unknown-property', 'pages-data/home.json /blocks/0: unknown property "subtitel" (allowed: type, title, subtitle)'],
    [
      'broken-internal-link',
      'pages-data/home.json /blocks/1/cards/0/link/href: links to "/contatc", which is not a registered route, alias or planned route in pages-data/site.json',
    ],
    ['missing-locale-key', 'locales/es.json /: missing key "nav.contact", which locales/pt.json has'],
    ['route-without-document', 'pages-data/site.json /routes/1/document: route "/about" needs the document pages-data/about.json, which does not exist'],
    ['unknown-profile-link', 'pages-data/home.json /blocks/3/links/1: no link "orcid" in identity.links of pages-data/site.json'],
    ['alias-to-nowhere', 'pages-data/site.json /aliases/0/target: alias target "/material" is not a registered route'],
  ])('%s: reports file, JSON pointer and a plain sentence', (brokenCase, expected) => {
    expect(problemsOf(brokenCase)).toEqual([expected]);
  });

  it('contact-without-subject: every link to /contact without a subject, at any depth, with file and pointer', () => {
    // The card's link and a button inside a section's call to action lack a subject; the same call
    // to action's "navigation": true link and its link with a subject pass.
    const sentence =
      'links to /contact without a "subject": add one in pt, en and es saying what the message is about, or mark it "navigation": true if it only leads to the contact page and asks for nothing';
    expect(problemsOf('contact-without-subject')).toEqual([
      `pages-data/home.json /blocks/1/cards/0/link: ${sentence}`,
      `pages-data/home.json /blocks/4/blocks/0/actions/0: ${sentence}`,
    ]);
  });

  it('invalid-json: names the file and the parse error at its line and column', () => {
    const [problem, ...rest] = problemsOf('invalid-json');
    expect(rest).toEqual([]);
    // The fixture's second line is `  "blocks": [ }`: the brace closes an array that needs a value or a bracket.
    expect(problem).toMatch(/^pages-data\/home\.json \/: not valid JSON: line 2, column 15: /);
  });
});
