// Whether an SVG may be served by the site: the one check the editor's upload, `npm run validate` and the
// build apply. A browser opening an SVG's address runs its scripts with the rights of that address, so an
// SVG is kept only when DOMPurify, with its SVG profile, would remove nothing from it: no script or
// foreignObject in any namespace, no event attribute, and (added here) no link outside the file itself.
// The file is read as a browser reads it, as XML, by jsdom, whose parser (saxes) is strict: anything not
// well-formed is refused, so no looser reading of the bytes can differ from the browser's. The owner's
// file is never changed: what DOMPurify would remove is the reason it is refused.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import createDOMPurify, { type DOMPurify, type RemovedAttribute, type RemovedElement, type WindowLike } from 'dompurify';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const PARSE_ERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';
/**
 * The drawing programs' own bookkeeping (Inkscape's layers and page view, Sodipodi's node types, the RDF
 * licence block): a browser gives elements and attributes of these namespaces no behaviour, so they are
 * left out of the check, and what such an element holds is checked as if it stood in its place.
 */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
]);

/** The rule in words, ending every refusal of what DOMPurify would remove. */
const RULE = 'the site serves drawings only: no script, no foreignObject, no event attribute (onload…), and no href but "#id" references inside the file (no other address, no embedded data:)';

interface Checker {
  window: Window & typeof globalThis;
  purify: DOMPurify;
}
let checker: Checker | undefined;

/** jsdom takes a second or two to load: only when an SVG is checked, once. */
function getChecker(): Checker {
  if (checker) return checker;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  // DOMPurify keeps a link whose address is safe in a page; a file of the site links nowhere but into itself.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/(^|:)href$/.test(data.attrName) && !data.attrValue.startsWith('#')) data.keepAttr = false;
  });
  return (checker = { window, purify });
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

function describe(entry: RemovedElement | RemovedAttribute): string {
  if ('attribute' in entry) {
    const attribute = entry.attribute;
    const on = `on <${(entry.from as Element).nodeName}>`;
    return attribute ? `${attribute.name}="${shorten(attribute.value)}" ${on}` : `an attribute ${on}`;
  }
  const node = entry.element;
  if (node.nodeType === node.ELEMENT_NODE) return `<${node.nodeName}>`;
  if (node.nodeType === node.COMMENT_NODE) return 'a comment holding markup';
  if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) return `the instruction <?${node.nodeName}?>`;
  return `the text "${shorten(node.textContent ?? '')}"`;
}

/** Takes the drawing programs' bookkeeping out of the parsed copy, and makes CDATA plain text (which it is, in XML). */
function withoutEditorMarkup(root: Element): void {
  const document = root.ownerDocument;
  const walk = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === child.CDATA_SECTION_NODE) node.replaceChild(document.createTextNode(child.nodeValue ?? ''), child);
      else if (child.nodeType === child.ELEMENT_NODE) {
        walk(child);
        if (EDITOR_NAMESPACES.has((child as Element).namespaceURI ?? '')) (child as Element).replaceWith(...child.childNodes);
      }
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    for (const attribute of [...(node as Element).attributes])
      if (attribute.namespaceURI === XMLNS_NS || EDITOR_NAMESPACES.has(attribute.namespaceURI ?? '')) (node as Element).removeAttributeNode(attribute);
  };
  walk(root);
}

/** Why the bytes are not an SVG the site may serve, in a plain sentence, or undefined when they are. */
export function svgRefusal(data: Buffer): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return 'the SVG is not UTF-8 text: save it again as UTF-8 (Inkscape and Illustrator do by default)';
  }
  const encoding = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
  if (encoding && !/^(utf-?8|us-ascii)$/i.test(encoding)) return `the SVG declares the encoding ${encoding}: save it again as UTF-8`;
  // A browser expands entities declared in a DOCTYPE, and they can spell out markup (&#60;script&#62;)
  // that no reading of the file itself shows; an SVG needs none.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'the SVG has a DOCTYPE or entity declaration, which can hide markup: remove the <!DOCTYPE …> part (an SVG needs none)';
  const { window, purify } = getChecker();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.namespaceURI === PARSE_ERROR_NS) return `the SVG is not well-formed XML (${root.textContent?.trim()}), so a browser would not draw it`;
  for (const node of document.childNodes)
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) return `the SVG holds the instruction <?${node.nodeName} …?>, which would make the browser load another file`;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return `the file's root is <${root.nodeName}>, not an <svg> element in the SVG namespace (xmlns="${SVG_NS}")`;
  withoutEditorMarkup(root);
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // Comments, roles and <use> (whose one danger, a link outside the file, the hook above refuses).
      ADD_TAGS: ['#comment', 'use'],
      ADD_ATTR: ['role'],
      // Clobbering protects the scripts of a page that markup is put into; an SVG file is its own document.
      SANITIZE_DOM: false,
    });
  } catch (error) {
    return `the SVG cannot be checked (${(error as Error).message}): ${RULE}`;
  }
  const removed = [...new Set(purify.removed.map(describe))];
  if (!removed.length) return undefined;
  const listed = removed.length > 5 ? `${removed.slice(0, 5).join(', ')} and ${removed.length - 5} more` : removed.join(', ');
  return `the SVG holds ${listed}: ${RULE}`;
}

const verdicts = new Map<string, string | undefined>();

/** The same, remembered by content: the editor validates the project again at every change. */
export function cachedSvgRefusal(data: Buffer): string | undefined {
  const key = createHash('sha256').update(data).digest('hex');
  if (!verdicts.has(key)) verdicts.set(key, svgRefusal(data));
  return verdicts.get(key);
}
