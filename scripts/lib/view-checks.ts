// Checks a collection's view against the collection's own schema, which a JSON Schema cannot express:
// every field a view or a recordList names is a field of the records, every badge or condition value is
// one the field allows, and every label is a locale key. Errors carry file and JSON pointer.
import { walkObjects } from '../../src/lib/json-walk.ts';
import type { RecordView } from '../../src/generated/schemas.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { MARK_SHAPES } from '../../src/records/mark-shapes.ts';
import { COLLECTIONS_DIR, collectionName, type JsonFile, type ProjectFiles } from './project-files.ts';
import type { Problem } from './problems.ts';

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  /** A list of sub-records: their fields. */
  items?: { properties?: Record<string, FieldSchema> };
}

/** The properties of a collection's records, from schemas/collections/<name>.schema.json (items → items → properties). */
function recordFields(files: ProjectFiles, name: string): Map<string, FieldSchema> | undefined {
  const schema = files.schemas.find((file) => file.file === `schemas/collections/${name}.schema.json`)?.data as
    | { properties?: Record<string, { items?: { properties?: Record<string, FieldSchema> } }> }
    | undefined;
  const properties = schema?.properties?.items?.items?.properties;
  return properties ? new Map(Object.entries(properties)) : undefined;
}

const listOf = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

class Checker {
  problems: Problem[] = [];
  constructor(
    private readonly file: string,
    private readonly name: string,
    private readonly fields: Map<string, FieldSchema>,
    readonly keys: Set<string>,
  ) {}

  /** A field the records have; reports it otherwise. */
  field(name: string | undefined, pointer: string, expect?: 'array' | 'boolean'): FieldSchema | undefined {
    if (name === undefined) return undefined;
    const schema = this.fields.get(name);
    if (!schema) {
      this.report(pointer, `"${name}" is not a field of ${this.name} records; their fields are ${[...this.fields.keys()].join(', ')}`);
      return undefined;
    }
    const types = [schema.type ?? []].flat();
    if (expect && !types.includes(expect)) this.report(pointer, `"${name}" must be a ${expect === 'array' ? 'list' : 'true/false'} field of ${this.name} records`);
    return schema;
  }

  /** A value the field allows, when the field lists its values (an enum). */
  value(schema: FieldSchema | undefined, field: string, value: unknown, pointer: string) {
    if (schema?.enum && !schema.enum.includes(value)) this.report(pointer, `${JSON.stringify(value)} is not a value of "${field}"; it is one of ${listOf(schema.enum)}`);
  }

  condition(condition: { field: string; in?: unknown[]; notIn?: unknown[]; matches?: string; notMatches?: string } | undefined, pointer: string) {
    if (!condition) return;
    const schema = this.field(condition.field, `${pointer}/field`);
    for (const key of ['matches', 'notMatches'] as const) {
      const pattern = condition[key];
      if (pattern === undefined) continue;
      try {
        new RegExp(pattern);
      } catch (error) {
        this.report(`${pointer}/${key}`, `not a regular expression: ${(error as Error).message}`);
      }
    }
    const key = condition.in ? 'in' : 'notIn';
    (condition[key] ?? []).forEach((value, i) => this.value(schema, condition.field, value, `${pointer}/${key}/${i}`));
  }

  label(key: string | undefined, pointer: string, placeholder?: string) {
    if (key === undefined) return;
    if (!this.keys.has(key)) this.report(pointer, `"${key}" is not a key of locales/pt.json`);
    else if (placeholder && !this.keyText(key).includes(placeholder)) this.report(pointer, `the text of "${key}" needs ${placeholder} where the value goes`);
  }

  /** A field whose values must all be among `allowed` (an enum of colours, of shapes). */
  within(schema: FieldSchema | undefined, allowed: readonly unknown[], pointer: string, what: string) {
    if (!schema) return;
    const outside = schema.enum ? schema.enum.filter((value) => !allowed.includes(value)) : ['(any text)'];
    if (outside.length > 0) this.report(pointer, `the field's values must each be ${what} (an enum of ${listOf(allowed)}); ${outside.join(', ')} is not`);
  }

  keyText: (key: string) => string = () => '';

  /** A checker of the sub-records a list field holds (a team's members, a programme's sessions). */
  sub(name: string, pointer: string): Checker {
    const properties = this.field(name, pointer, 'array')?.items?.properties;
    const sub = new Checker(this.file, `${this.name} ${name}`, new Map(Object.entries(properties ?? {})), this.keys);
    sub.keyText = this.keyText;
    sub.problems = this.problems;
    if (this.fields.has(name) && !properties) this.report(pointer, `"${name}" must be a list of sub-records with fields`);
    return sub;
  }

  /**
   * Sub-records (a card's, a dialog's bullets or steps), and a view's entry, the record itself read as one:
   * their names are fields of theirs, their details facts written as words alone. Only a card's have
   * sub-records of their own; those, and a dialog's bullets, are one line each, without text.
   */
  subRecords(spec: SubRecordsView | undefined, at: string, place: 'card' | 'line' | 'bullets' | 'steps' | 'entry') {
    if (!spec) return;
    if (place === 'entry' && spec.field !== undefined) this.report(`${at}/field`, 'an entry reads the record itself, not a field of sub-records: remove "field"');
    if (place !== 'entry' && spec.field === undefined) return this.report(at, 'sub-records need "field", the field that holds them');
    const sub = place === 'entry' ? this : this.sub(spec.field!, `${at}/field`);
    sub.field(spec.title, `${at}/title`);
    sub.field(spec.text, `${at}/text`);
    spec.details?.forEach((fact, i) => sub.fact(fact, `${at}/details/${i}`, true));
    if ((place === 'line' || place === 'bullets') && spec.text !== undefined) this.report(`${at}/text`, `${place === 'line' ? 'a sub-record\'s own sub-records' : 'a dialog\'s sub-records'} are one line each, without text: remove "text"`);
    if (place === 'card') sub.subRecords(spec.subRecords, `${at}/subRecords`, 'line');
    else if (spec.subRecords) this.report(`${at}/subRecords`, 'only a card\'s sub-records have sub-records of their own: remove "subRecords"');
  }

  /** A field written as a number or a length in minutes holds numbers. */
  format(schema: FieldSchema | undefined, field: string, format: string | undefined, pointer: string) {
    if (!schema || (format !== 'number' && format !== 'duration')) return;
    if (![schema.type ?? []].flat().some((type) => type === 'integer' || type === 'number')) this.report(pointer, `"${field}" must be a field of numbers to be written as a ${format}`);
  }

  /** A fact; one written as words alone (a dialog's gray badge, a step's detail) shows no icon, label or style. */
  fact(fact: Fact | undefined, at: string, wordsAlone = false) {
    if (!fact) return;
    const schema = this.field(fact.field, `${at}/field`);
    this.format(schema, fact.field, fact.format, `${at}/format`);
    this.field(fact.and, `${at}/and`);
    this.field(fact.to, `${at}/to`);
    this.condition(fact.when, `${at}/when`);
    this.label(fact.label, `${at}/label`);
    // A plural template names a pair of keys (record-view.ts factText).
    const templates = fact.plural && fact.template ? [`${fact.template}.one`, `${fact.template}.other`] : [fact.template];
    for (const key of templates) this.label(key, `${at}/template`, '{value}');
    if (fact.plural && !fact.template) this.report(`${at}/plural`, 'a plural fact needs a "template" naming its <template>.one and <template>.other keys');
    if (fact.labels !== undefined && schema && !schema.enum) this.report(`${at}/labels`, `"${fact.field}" must list its values (an enum) to take labels`);
    if (fact.labels !== undefined) schema?.enum?.forEach((value) => this.label(`${fact.labels}.${String(value)}`, `${at}/labels`));
    if (wordsAlone) for (const option of ['icon', 'label', 'style'] as const) if (fact[option] !== undefined) this.report(`${at}/${option}`, `here a fact is written as its words alone: remove "${option}"`);
  }

  report(pointer: string, message: string) {
    this.problems.push({ file: this.file, pointer, message });
  }
}

type Action = NonNullable<RecordView['actions']>[number];
type Fact = NonNullable<RecordView['facts']>[number];
type SubRecordsView = NonNullable<RecordView['subRecords']>;
/** The options that belong to one kind of button or another: each kind lists those it takes. */
type KindOption = 'subject' | 'navigation' | 'fileType' | 'writer' | 'copiedLabel';

/**
 * What each kind of button needs beside its icon (what "field" holds for it), and which of the options that
 * belong to one kind it takes. A table rather than the schema's if/then, so a mistake reads as a sentence.
 */
const ACTION_KINDS: Record<Action['kind'], { field?: string; label: boolean; takes?: KindOption[] }> = {
  link: { field: 'the address', label: true },
  contact: { label: true, takes: ['subject', 'navigation'] },
  download: { field: 'the downloads entry', label: true, takes: ['fileType', 'writer'] },
  video: { field: 'the video address', label: true },
  dialog: { label: true },
  links: { field: 'the list of links', label: false },
  copy: { field: 'the value it copies', label: true, takes: ['copiedLabel'] },
  file: { field: 'the media file name', label: true },
};
/** Each option that belongs to one kind of button, and that kind. */
const OPTION_KIND = new Map(Object.entries(ACTION_KINDS).flatMap(([kind, rule]) => (rule.takes ?? []).map((option) => [option, kind] as const)));

function checkActionKind(action: Action, at: string, check: Checker) {
  const rule = ACTION_KINDS[action.kind];
  if (!rule) return; // an unknown kind is the schema's to report
  if (rule.field && action.field === undefined) check.report(at, `a ${action.kind} button needs "field", the field holding ${rule.field}`);
  if (rule.label && action.label === undefined) check.report(at, `a ${action.kind} button needs "label", the locale key of its words`);
  if (!rule.label && action.label !== undefined) check.report(`${at}/label`, `a ${action.kind} button carries its links' own words: remove "label"`);
  for (const [option, kind] of OPTION_KIND)
    if (action[option] !== undefined && kind !== action.kind) check.report(`${at}/${option}`, `"${option}" is for a ${kind} button only; this one is a ${action.kind} button`);
  if (action.kind === 'contact' && (action.subject === undefined) === (action.navigation === undefined))
    check.report(at, 'a contact button needs a "subject" saying what the message is about, or "navigation": true when it only leads to the contact page; not both');
}

/** What a dialog part may show, one per part. */
const DIALOG_PART_KINDS = ['badges', 'text', 'list', 'subRecords', 'fact', 'steps'] as const;

/** The colour names a view may use, from schemas/common/record-view.schema.json. */
function paletteOf(files: ProjectFiles): readonly unknown[] {
  const schema = files.schemas.find((file) => file.file === 'schemas/common/record-view.schema.json')?.data as { definitions?: { colour?: { enum?: unknown[] } } } | undefined;
  return schema?.definitions?.colour?.enum ?? [];
}

function checkView(collection: JsonFile, files: ProjectFiles, locale: Record<string, string>): Problem[] {
  const name = collectionName(collection.file);
  const view = (collection.data as { view?: RecordView }).view;
  const fields = view && recordFields(files, name);
  if (!view || !fields) return [];
  const check = new Checker(collection.file, name, fields, new Set(Object.keys(locale)));
  check.keyText = (key) => locale[key] ?? '';
  check.field(view.title, '/view/title');
  // Running text is a list of paragraphs.
  check.field(view.text, '/view/text', view.look === 'prose' ? 'array' : undefined);
  check.field(view.dateLine, '/view/dateLine');
  check.field(view.subtitle, '/view/subtitle');
  check.subRecords(view.subRecords, '/view/subRecords', 'card');
  check.field(view.figure, '/view/figure');
  check.subRecords(view.entry, '/view/entry', 'entry');
  for (const [field, language] of Object.entries(view.languages ?? {})) {
    check.field(field, `/view/languages/${field}`);
    check.within(check.field(language, `/view/languages/${field}`), LANGUAGES, `/view/languages/${field}`, 'a language of the site');
  }
  if (view.mark && !view.mark.monogram === !view.mark.tile) check.report('/view/mark', 'a mark is a monogram or a tile: give one of the two');
  check.field(view.mark?.monogram, '/view/mark/monogram');
  const tile = view.mark?.tile;
  const tileField = check.field(tile?.field, '/view/mark/tile/field');
  for (const value of Object.keys(tile?.values ?? {})) check.value(tileField, tile!.field, value, `/view/mark/tile/values/${value.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  check.within(check.field(view.mark?.color, '/view/mark/color'), paletteOf(files), '/view/mark/color', 'a colour of the palette');
  check.within(check.field(view.mark?.shape, '/view/mark/shape'), Object.keys(MARK_SHAPES), '/view/mark/shape', 'a shape');
    check.field(view.tags, '/view/tags', 'array');
  check.field(view.list?.field, '/view/list/field', 'array');
  check.label(view.list?.label, '/view/list/label');
  check.field(view.featured, '/view/featured', 'boolean');
  check.field(view.order?.field, '/view/order/field');
  view.search?.forEach((field, i) => check.field(field, `/view/search/${i}`));
  view.badges?.forEach((badge, i) => {
    const at = `/view/badges/${i}`;
    const schema = check.field(badge.field, `${at}/field`);
    for (const [value, rule] of Object.entries(badge.values ?? {})) {
      const valueAt = `${at}/values/${value.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      check.value(schema, badge.field, value, valueAt);
      check.label(rule?.label, `${valueAt}/label`);
    }
    check.label(badge.otherwise.label, `${at}/otherwise/label`);
    check.field(badge.words, `${at}/words`);
    check.label(badge.template, `${at}/template`, '{value}');
    check.condition(badge.when, `${at}/when`);
  });
  view.facts?.forEach((fact, i) => check.fact(fact, `/view/facts/${i}`));
  view.actions?.forEach((action, i) => {
    const at = `/view/actions/${i}`;
    checkActionKind(action, at, check);
    check.label(action.label, `${at}/label`);
    check.field(action.field, `${at}/field`);
    check.label(action.subject, `${at}/subject`, '{title}');
    check.label(action.copiedLabel, `${at}/copiedLabel`);
    check.condition(action.when, `${at}/when`);
    check.field(action.fileType, `${at}/fileType`);
    if (action.kind === 'dialog' && !view.dialog) check.report(`${at}/kind`, 'a dialog action needs the view\'s "dialog", which says what it shows');
  });
  view.dialog?.forEach((part, i) => {
    const at = `/view/dialog/${i}`;
    const shows = DIALOG_PART_KINDS.filter((kind) => part[kind] !== undefined);
    if (shows.length !== 1) check.report(at, `a dialog part shows one of ${DIALOG_PART_KINDS.join(', ')}; this one ${shows.length === 0 ? 'shows none' : `shows ${shows.join(' and ')}`}`);
    const headed = (['list', 'subRecords', 'steps'] as const).find((kind) => part[kind] !== undefined);
    if (part.heading === undefined && headed) check.report(at, `a dialog's ${headed === 'subRecords' ? 'sub-records' : headed} need a "heading", the locale key of the words above them`);
    if (part.heading !== undefined && (part.badges !== undefined || part.fact !== undefined)) check.report(`${at}/heading`, `${part.badges !== undefined ? 'badges take' : 'a fact takes'} no heading in a dialog`);
    check.condition(part.when, `${at}/when`);
    check.label(part.heading, `${at}/heading`);
    part.badges?.forEach((fact, j) => check.fact(fact, `${at}/badges/${j}`, true));
    check.field(part.text, `${at}/text`);
    check.field(part.list, `${at}/list`, 'array');
    check.subRecords(part.subRecords, `${at}/subRecords`, 'bullets');
    check.fact(part.fact, `${at}/fact`);
    check.subRecords(part.steps, `${at}/steps`, 'steps');
  });
  return check.problems;
}

/** Each recordList: its collection has a view, and the fields it selects and sorts by exist. */
function checkRecordLists(page: JsonFile, files: ProjectFiles, views: Set<string>): Problem[] {
  const problems: Problem[] = [];
  walkObjects(page.data, (node, pointer) => {
    // A recordList, and a list that takes its entries from a collection, show records through its view.
    if ((node.type !== 'recordList' && node.type !== 'list') || typeof node.collection !== 'string') return;
    const name = node.collection;
    const fields = recordFields(files, name);
    if (!fields) return; // an unknown collection is reported by collection-checks
    if (!views.has(name)) {
      problems.push({ file: page.file, pointer: `${pointer}/collection`, message: `${COLLECTIONS_DIR}${name}.json has no "view", which ${String(node.type)} needs to show its records` });
      return;
    }
    const check = new Checker(page.file, name, fields, new Set());
    for (const [field, wanted] of Object.entries((node.where ?? {}) as Record<string, unknown>)) {
      const schema = check.field(field, `${pointer}/where/${field}`);
      [wanted].flat().forEach((value, i) => check.value(schema, field, value, Array.isArray(wanted) ? `${pointer}/where/${field}/${i}` : `${pointer}/where/${field}`));
    }
    check.field((node.sort as { field?: string } | undefined)?.field, `${pointer}/sort/field`);
    // Each feed is written from the collection of its name (scripts/lib/feeds/feeds.ts).
    if (node.feed !== undefined && node.feed !== name) check.report(`${pointer}/feed`, `the ${String(node.feed)} feed lists the ${String(node.feed)} collection, not ${name}`);
    problems.push(...check.problems);
  });
  return problems;
}

/**
 * The fields of the records a statsBand figure reads: a collection's items, or, for publications, the records
 * of the lists it counts (every list, or those named), taken together.
 */
function countedFields(files: ProjectFiles, name: string, lists?: readonly string[]): Map<string, FieldSchema> | undefined {
  const items = recordFields(files, name);
  if (items) return items;
  const schema = files.schemas.find((file) => file.file === `schemas/collections/${name}.schema.json`)?.data as
    | { properties?: Record<string, { type?: unknown; items?: { properties?: Record<string, FieldSchema> } }> }
    | undefined;
  const listed = Object.entries(schema?.properties ?? {}).filter(([list, property]) => property.type === 'array' && property.items?.properties && (!lists || lists.includes(list)));
  if (listed.length === 0) return undefined;
  // A field of any counted list: a record of another list lacks it, and is not counted.
  return new Map(listed.flatMap(([, property]) => Object.entries(property.items!.properties!)));
}

/** Each computed statsBand figure: its `where` names fields of the records counted, with values they allow; a sum adds up a field of numbers. */
function checkStatsBands(page: JsonFile, files: ProjectFiles): Problem[] {
  const problems: Problem[] = [];
  walkObjects(page.data, (node, pointer) => {
    if (node.type !== 'statsBand' || !Array.isArray(node.items)) return;
    (node.items as { value?: unknown }[]).forEach((item, i) => {
      const value = item?.value as { count?: { collection?: unknown; lists?: string[]; where?: unknown }; sum?: { collection?: unknown; field?: string; where?: unknown } } | undefined;
      const [kind, figure] = value?.count ? (['count', value.count] as const) : value?.sum ? (['sum', value.sum] as const) : [];
      if (!figure || typeof figure.collection !== 'string') return;
      const at = `${pointer}/items/${i}/value/${kind}`;
      const lists = kind === 'count' ? value!.count!.lists : undefined;
      if (lists && recordFields(files, figure.collection)) {
        problems.push({ file: page.file, pointer: `${at}/lists`, message: `"lists" picks lists of publications; ${figure.collection} records are one list, its items: remove "lists"` });
        return;
      }
      const fields = countedFields(files, figure.collection, lists);
      if (!fields) return; // an unknown collection is reported by collection-checks
      const check = new Checker(page.file, figure.collection, fields, new Set());
      for (const [field, wanted] of Object.entries((figure.where ?? {}) as Record<string, unknown>)) {
        const schema = check.field(field, `${at}/where/${field}`);
        [wanted].flat().forEach((one, j) => check.value(schema, field, one, Array.isArray(wanted) ? `${at}/where/${field}/${j}` : `${at}/where/${field}`));
      }
      if (kind === 'sum' && figure.field !== undefined) {
        const schema = check.field(figure.field, `${at}/field`);
        if (schema && ![schema.type ?? []].flat().some((type) => type === 'integer' || type === 'number')) check.report(`${at}/field`, `"${figure.field}" must be a field of numbers to be added up`);
      }
      problems.push(...check.problems);
    });
  });
  return problems;
}

export function checkViews(files: ProjectFiles): Problem[] {
  const locale = (files.locales.find((file) => file.file === 'locales/pt.json')?.data ?? {}) as Record<string, string>;
  const views = new Set(files.collections.filter((file) => (file.data as { view?: RecordView }).view).map((file) => collectionName(file.file)));
  return [
    ...files.collections.flatMap((collection) => checkView(collection, files, locale)),
    ...files.pages.flatMap((page) => [...checkRecordLists(page, files, views), ...checkStatsBands(page, files)]),
  ];
}
