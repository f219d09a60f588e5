// The Lattes XML as a tree of elements. Lattes writes every value in attributes (text content is never
// used), so each element here is its name, its attributes and its child elements.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { LattesRefused } from './refused.ts';

export interface LattesElement {
  name: string;
  attributes: Record<string, string>;
  children: LattesElement[];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, parseAttributeValue: false, trimValues: true, htmlEntities: true });

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

function toElement(node: Ordered): LattesElement | undefined {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text' && !key.startsWith('?'));
  if (!name) return undefined;
  const content = (node[name] as Ordered[] | undefined) ?? [];
  const attributes = Object.fromEntries(Object.entries(node[':@'] ?? {}).map(([key, value]) => [key, String(value).trim()]));
  return { name, attributes, children: content.map(toElement).filter((child): child is LattesElement => child !== undefined) };
}

/** The root element of the export; refused when the text is not well-formed XML or its root is not CURRICULO-VITAE. */
export function lattesRoot(text: string, file: string): LattesElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new LattesRefused(file, `this is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}), so not a Lattes export. Download it again from the Lattes platform ("Exportar" → XML).`);
  }
  const root = (parser.parse(text) as Ordered[]).map(toElement).find((element) => element !== undefined);
  if (root?.name !== 'CURRICULO-VITAE') {
    throw new LattesRefused(file, `this is not a Lattes export: its root element is <${root?.name ?? 'none'}>, not <CURRICULO-VITAE>. Export the CV from the Lattes platform ("Exportar" → XML).`);
  }
  return root;
}

/** An attribute's value, trimmed; '' when absent (Lattes writes empty attributes rather than leaving them out). */
export function attr(element: LattesElement | undefined, name: string): string {
  return element?.attributes[name] ?? '';
}

/** The first child element with this name. */
export function child(element: LattesElement | undefined, name: string): LattesElement | undefined {
  return element?.children.find((candidate) => candidate.name === name);
}

/** Every element with this name anywhere under `element`, in document order. */
export function findAll(element: LattesElement, name: string): LattesElement[] {
  return element.children.flatMap((candidate) => [...(candidate.name === name ? [candidate] : []), ...findAll(candidate, name)]);
}
