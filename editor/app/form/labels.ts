// Plain labels where the schemas would otherwise speak in their own terms (issue 48 §3): rjsf titles the
// options of an anyOf/oneOf "Primary option 1" / "Option 2" (or with a type's name, "LocalizedText"),
// shows a selector for a oneOf that only says which of two properties must be there, and labels a
// field with its property's name. Applied to the bundled schema once, in prepareSchemas (schemas.ts);
// the forms' own fields for a category, an import's provenance and a file's download count are in
// special-fields.tsx, found by the marks set here.
type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A title written for the generated types ("SyllabusUnit", "LocalizedText"), not for people. */
export const isTypeName = (title: unknown) => typeof title === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(title);

/** The mark a definition carries for the fields that show it their own way (special-fields.tsx). */
export const EDITOR_MARK = 'x-editor';
export type EditorMark = 'post-category' | 'imported';
const MARKED: Record<string, EditorMark> = {
  'common/post-category': 'post-category',
  'common/imported': 'imported',
};

/** Labels of properties whose name says too little, by definition and place in it. */
const PROPERTY_TITLES: Record<string, string> = {
  // "Downloads" above a number: a count, which a real file (its "file") does not need.
  'collections/files#/properties/items/items/properties/downloads': 'Download count',
};

/** The options of an anyOf/oneOf, by definition and place: what each one is, as a choice. */
const OPTION_TITLES: Record<string, string[]> = {
  'common/brand#/properties/primary': ['A palette colour', 'Your own ten shades (#rrggbb, lightest first)'],
  'site#/properties/sidebar/items/properties/label': ['A key of the interface text (locales/*.json)', 'Its own text in each language'],
  'collections/leadership-initiatives#/properties/items/items/properties/closing': ['The same text in every language', 'Its own text in each language'],
};

/** The words the forms show for a schema's kind of value, when an option has no title of its own. */
function optionTitleOf(option: Schema, definitions: Schema): string | undefined {
  if (typeof option.title === 'string' && !isTypeName(option.title)) return undefined;
  const target = typeof option.$ref === 'string' ? definitions[option.$ref.replace(/^#\/definitions\//, '').replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  const resolved = isObject(target) ? { ...target, ...option } : option;
  if (resolved.title === 'LocalizedText') return 'Its own text in each language';
  // "CollectionCount" → "Collection count".
  if (isTypeName(resolved.title)) return (resolved.title as string).replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a} ${b.toLowerCase()}`);
  if (Array.isArray(resolved.enum)) return `One of: ${(resolved.enum as unknown[]).slice(0, 4).join(', ')}${(resolved.enum as unknown[]).length > 4 ? '…' : ''}`;
  if (resolved.type === 'array') return 'A list';
  if (resolved.type === 'string') return 'A text as written';
  if (resolved.type === 'number' || resolved.type === 'integer') return 'A number';
  if (resolved.type === 'boolean') return 'Yes or no';
  if (Array.isArray(resolved.type)) return 'One value';
  return undefined;
}

/** [a value, a list of such values]: "One value" or "Any of several values" (a `where` of a recordList). */
function oneOrSeveral(options: unknown[]): string[] | undefined {
  if (options.length !== 2 || !options.every(isObject)) return undefined;
  const [one, several] = options as Schema[];
  return one!.type !== 'array' && one!.type !== 'object' && one!.$ref === undefined && several!.type === 'array' ? ['One value', 'Any of several values'] : undefined;
}

/**
 * A oneOf/anyOf whose options only say which properties must be there ({ "required": ["paragraphs"] } or
 * { "required": ["text"] }): a rule for the build to check, not a choice; the form shows both fields.
 */
function isConstraintOnly(options: unknown[]): boolean {
  return options.every((option) => isObject(option) && option.type === undefined && option.$ref === undefined && Object.keys(option).every((key) => key === 'required' || key === 'properties' || key === 'description'));
}

/** The bundled definitions with the plain labels above written into them. */
export function withPlainLabels(definitions: Schema): Schema {
  const out: Schema = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const labelled = label(definition, name, '', definitions);
    out[name] = MARKED[name] && isObject(labelled) ? { ...labelled, [EDITOR_MARK]: MARKED[name] } : labelled;
  }
  return out;
}

function label(node: unknown, definition: string, pointer: string, definitions: Schema): unknown {
  if (Array.isArray(node)) return node.map((item, index) => label(item, definition, `${pointer}/${index}`, definitions));
  if (!isObject(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'examples' || key === 'const' || key === 'enum' || key === 'default' || key === 'not') out[key] = value;
    else out[key] = label(value, definition, `${pointer}/${key}`, definitions);
  }
  const place = `${definition}#${pointer}`;
  if (PROPERTY_TITLES[place]) out.title = PROPERTY_TITLES[place];
  // In an if/then/else, `"properties": { "size": true }` only names what `required` asks for; rjsf would
  // merge that `true` over the property's own schema and show no field at all (a file record's format,
  // size, download entry and count were missing from its form). Validation is the same without them.
  for (const key of ['if', 'then', 'else'] as const) {
    const branch = out[key];
    if (!isObject(branch) || !isObject(branch.properties)) continue;
    const kept = Object.fromEntries(Object.entries(branch.properties).filter(([, value]) => value !== true));
    const { properties: _properties, ...rest } = branch;
    out[key] = Object.keys(kept).length ? { ...rest, properties: kept } : rest;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = out[key];
    if (!Array.isArray(options)) continue;
    if (isConstraintOnly(options)) {
      delete out[key];
      continue;
    }
    const titles = OPTION_TITLES[place] ?? oneOrSeveral(options);
    out[key] = options.map((option, index) => {
      if (!isObject(option)) return option;
      const title = titles?.[index] ?? optionTitleOf(option, definitions);
      return title ? { ...option, title } : option;
    });
  }
  return out;
}
