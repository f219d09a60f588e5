// The SVG rule (scripts/lib/media/svg-check.ts) where the editor does not stand guard: an SVG copied into
// pages-data/media/ by hand, or a link put there, is refused by validation and by the build, with its file
// and a plain sentence. The editor's side is in editor-media.test.ts.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { faviconSvg } from '../../scripts/lib/brand-assets.ts';
import { buildMedia } from '../../scripts/lib/media/media-manifest.ts';
import { svgRefusal } from '../../scripts/lib/media/svg-check.ts';
import { formatProblem } from '../../scripts/lib/problems.ts';
import { validateProject } from '../../scripts/lib/validate-project.ts';
import { copyProjectData, projectRoot } from '../support/project-copy.ts';
import { BYPASS_SVGS, cleanSvgs } from '../support/svg-samples.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** The problems validation finds in a copy of the project after `change` to its pages-data/media/. */
function problemsAfter(change: (media: string) => void): string[] {
  const copy = copyProjectData('svg-media-');
  cleanups.push(copy.remove);
  change(join(copy.root, 'pages-data/media'));
  return validateProject({ root: copy.root }).map(formatProblem);
}

describe('which SVGs the site serves', () => {
  it('every SVG of the project, the favicon and an Inkscape drawing (defs, gradients, xlink:href="#id", <style>, <use>)', () => {
    const site = JSON.parse(readFileSync(join(projectRoot, 'pages-data/site.json'), 'utf8'));
    const clean = { ...cleanSvgs(), favicon: Buffer.from(faviconSvg(site.brand, site.identity.name)) };
    expect(Object.fromEntries(Object.entries(clean).map(([what, svg]) => [what, svgRefusal(svg)]))).toEqual(Object.fromEntries(Object.keys(clean).map((what) => [what, undefined])));
  });

  it.each([
    ...Object.entries(BYPASS_SVGS).map(([what, { svg, reason }]): [string, string, RegExp] => [what, svg, reason]),
    ['an event attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', /onload="alert\(1\)" on <svg>/],
    ['an event attribute in capitals', '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="alert(1)"/></svg>', /ONCLICK="alert\(1\)" on <rect>/],
    ['a foreignObject', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>', /<foreignObject>/],
    ['a link to another site', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/p.png"/></svg>', /xlink:href="https:\/\/tracker\.example\/p\.png" on <image>/],
    ['a javascript: link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>', /href="javascript:alert\(1\)" on <a>/],
    ['a <use> of a data: document', '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml,&lt;svg/&gt;"/></svg>', /href="data:image\/svg\+xml,<svg\/>" on <use>/],
    ['a script hidden in a drawing program\'s metadata', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><sodipodi:namedview><script>alert(1)</script></sodipodi:namedview></svg>', /<script>/],
    ['a style sheet instruction', '<?xml-stylesheet type="text/xsl" href="evil.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>', /<\?xml-stylesheet/],
    ['markup that is not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', /not well-formed XML/],
    ['an SVG outside the SVG namespace', '<svg><script>alert(1)</script></svg>', /not an <svg> element in the SVG namespace/],
    ['another encoding than UTF-8', '<?xml version="1.0" encoding="UTF-16"?><svg xmlns="http://www.w3.org/2000/svg"/>', /encoding UTF-16/],
  ])('refuses %s, saying what', (_what, svg, reason) => {
    expect(svgRefusal(Buffer.from(svg))).toMatch(reason);
  });
});

describe('npm run validate and pages-data/media/', () => {
  it('refuses an SVG with a script copied in by hand, with its file and the reason', () => {
    const { svg } = BYPASS_SVGS['a script in a prefixed SVG namespace']!;
    const problems = problemsAfter((media) => writeFileSync(join(media, 'lab-logo.svg'), svg));
    expect(problems).toEqual([expect.stringMatching(/^pages-data\/media\/lab-logo\.svg \/: the SVG holds <svg:script>: the site serves drawings only/)]);
  });

  it('refuses a symbolic link, such as one to /etc/passwd, with its file and a plain sentence', () => {
    const problems = problemsAfter((media) => symlinkSync('/etc/passwd', join(media, 'passwd.pdf')));
    expect(problems).toEqual(['pages-data/media/passwd.pdf /: a symbolic link, which the build, validation and the editor never follow: copy the file itself into pages-data/media/']);
  });

  it('finds nothing to refuse in the sample as it is', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });
});

describe('the build and pages-data/media/', () => {
  /** buildMedia over a media folder holding only `files` (name → bytes, or a link's target). */
  async function buildWith(files: Record<string, Buffer | { link: string }>): Promise<unknown> {
    const dir = mkdtempSync(join(tmpdir(), 'svg-build-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    for (const [name, content] of Object.entries(files))
      if (Buffer.isBuffer(content)) writeFileSync(join(dir, name), content);
      else symlinkSync(content.link, join(dir, name));
    return buildMedia({ dir, cacheDir: join(dir, '.cache'), mode: 'build' });
  }

  it('stops at an SVG with a script, naming it and what it holds, and copies the clean one', async () => {
    const inkscape = readFileSync(join(projectRoot, 'tests/fixtures/svg/inkscape-drawing.svg'));
    await expect(buildWith({ 'lab-logo.svg': Buffer.from(BYPASS_SVGS['a script in the XHTML namespace']!.svg) })).rejects.toThrow(/^pages-data\/media\/lab-logo\.svg: the SVG holds <h:script>/);
    const built = (await buildWith({ 'exchanger.svg': inkscape })) as { outputs: { path: string; data: Buffer }[] };
    expect(built.outputs.map((output) => output.data.equals(inkscape))).toEqual([true]);
  });

  it('stops at a symbolic link, naming it', async () => {
    await expect(buildWith({ 'passwd.pdf': { link: '/etc/passwd' } })).rejects.toThrow('pages-data/media/passwd.pdf: a symbolic link, which the build, validation and the editor never follow');
  });
});
