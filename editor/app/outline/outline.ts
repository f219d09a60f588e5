// The outline of a page document or a collection: what the maintainer picks from to open a form.
// A page's blocks nest (a section's `blocks`, each tab's `blocks`), so a page's outline is a tree of
// groups (an array of blocks at a pointer) holding blocks, which may hold groups in turn.

export interface OutlineGroup {
  /** The array's pointer, e.g. "/blocks" or "/blocks/3/tabs/1/blocks". */
  pointer: string;
  /** Shown above a tab panel's blocks: the tab's label. */
  label?: string;
  blocks: OutlineBlock[];
}

export interface OutlineBlock {
  pointer: string;
  type: string;
  label: string;
  groups: OutlineGroup[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The Portuguese text of a { pt, en, es } value, or a plain string. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (isObject(value) && typeof value.pt === 'string' && value.pt.trim()) return value.pt;
  return undefined;
}

/** The first text found anywhere inside `value`, depth first, skipping nested blocks. */
function firstText(value: unknown): string | undefined {
  if (isObject(value) && typeof value.pt === 'string') return textOf(value);
  const children = Array.isArray(value) ? value : isObject(value) ? Object.entries(value).filter(([key]) => !LABEL_SKIP.has(key)).map(([, child]) => child) : [];
  for (const child of children) {
    const found = firstText(child);
    if (found) return found;
  }
  return undefined;
}

const LABEL_KEYS = ['heading', 'title', 'label', 'name', 'degree', 'client', 'question'];
/** Keys whose strings are identifiers or addresses, not text a maintainer recognises a block by. */
const LABEL_SKIP = new Set(['type', 'blocks', 'tabs', '$schema', 'id', 'key', 'href', 'url', 'src', 'icon', 'collection', 'layout', 'style']);

const MAX_LABEL = 60;
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_LABEL ? `${line.slice(0, MAX_LABEL - 1)}…` : line;
}

/** A short name for a block or record: its heading, title or label in Portuguese, else the first text in it. */
export function labelOf(value: unknown): string {
  if (!isObject(value)) return '';
  for (const key of LABEL_KEYS) {
    const text = textOf(value[key]);
    if (text) return shorten(text);
  }
  const text = firstText(value) ?? (typeof value.collection === 'string' ? value.collection : undefined) ?? textOf(value.id) ?? textOf(value.key) ?? textOf(value.path);
  return text ? shorten(text) : '';
}

function blockGroups(block: Json, pointer: string): OutlineGroup[] {
  if (Array.isArray(block.blocks)) return [group(block.blocks, `${pointer}/blocks`)];
  if (Array.isArray(block.tabs))
    return block.tabs.map((tab, index) =>
      group(isObject(tab) && Array.isArray(tab.blocks) ? tab.blocks : [], `${pointer}/tabs/${index}/blocks`, isObject(tab) ? textOf(tab.label) ?? String(tab.id ?? index + 1) : String(index + 1)),
    );
  return [];
}

function group(blocks: unknown[], pointer: string, label?: string): OutlineGroup {
  return {
    pointer,
    label,
    blocks: blocks.map((block, index) => {
      const at = `${pointer}/${index}`;
      const object = isObject(block) ? block : {};
      // A section without a heading is named by what it holds.
      const label = labelOf(object) || (Array.isArray(object.blocks) ? `${object.blocks.length} blocks` : '');
      return { pointer: at, type: typeof object.type === 'string' ? object.type : '?', label, groups: blockGroups(object, at) };
    }),
  };
}

/** A page document's blocks as a tree. */
export function pageOutline(document: unknown): OutlineGroup {
  const blocks = isObject(document) && Array.isArray(document.blocks) ? document.blocks : [];
  return group(blocks, '/blocks');
}

/** Every block pointer of a page, in document order (nested blocks after their parent). */
export function blockPointers(root: OutlineGroup): string[] {
  return root.blocks.flatMap((block) => [block.pointer, ...block.groups.flatMap(blockPointers)]);
}

/** The innermost block containing `pointer`, or undefined when it is outside every block. */
export function blockContaining(root: OutlineGroup, pointer: string): string | undefined {
  let found: string | undefined;
  for (const candidate of blockPointers(root)) if (pointer === candidate || pointer.startsWith(`${candidate}/`)) if (!found || candidate.length > found.length) found = candidate;
  return found;
}

export interface CollectionPart {
  /** "/view", "/items", "/channels"… */
  pointer: string;
  key: string;
  /** Arrays of records get add/remove/move; the other parts (the view, a podcast's channels) are one form. */
  records?: { pointer: string; label: string }[];
}

/** The editable parts of a collection document: its records' arrays and its other top-level values. */
export function collectionParts(document: unknown): CollectionPart[] {
  if (!isObject(document)) return [];
  return Object.entries(document)
    .filter(([key]) => key !== '$schema' && key !== 'version')
    .map(([key, value]) => {
      const pointer = `/${key}`;
      if (Array.isArray(value) && value.every(isObject))
        return { pointer, key, records: value.map((record, index) => ({ pointer: `${pointer}/${index}`, label: labelOf(record) || `${index + 1}` })) };
      return { pointer, key };
    });
}
