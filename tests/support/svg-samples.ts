// SVGs for the tests of the SVG rule (scripts/lib/media/svg-check.ts): the three uploads of the issue
// that got past the old check, each with what its refusal must name, and the clean ones every check must
// take as they are: every SVG of the project (pages-data/, public/) and an Inkscape drawing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from './project-copy.ts';

export const BYPASS_SVGS: Record<string, { svg: string; reason: RegExp }> = {
  'a script in a prefixed SVG namespace': {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><svg:script xmlns:svg="http://www.w3.org/2000/svg">fetch('/api/editor/media?name=xss-proof.pdf', { method: 'POST' })</svg:script></svg>`,
    reason: /<svg:script>/,
  },
  'a script in the XHTML namespace': {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(document.domain)</h:script></svg>`,
    reason: /<h:script>/,
  },
  'a script spelled out by a DOCTYPE entity': {
    svg: `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(document.domain)&#60;/script&#62;">]>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">&x;</svg>`,
    reason: /DOCTYPE/,
  },
};

function svgsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? svgsUnder(full) : name.endsWith('.svg') ? [full] : [];
  });
}

/** Every SVG of pages-data/ and public/, and tests/fixtures/svg/inkscape-drawing.svg, by their paths. */
export function cleanSvgs(): Record<string, Buffer> {
  const files = [...svgsUnder(join(projectRoot, 'pages-data')), ...svgsUnder(join(projectRoot, 'public')), join(projectRoot, 'tests/fixtures/svg/inkscape-drawing.svg')];
  return Object.fromEntries(files.map((full) => [relative(projectRoot, full), readFileSync(full)]));
}
