// Reads a record through its collection's view (schemas/common/record-view.schema.json): which badge it
// wears, which facts and buttons it shows. The rules are data in the view; this only applies them, the
// same way for every collection, so an unknown value looks the same everywhere.
import type { IconName, LocalizedText, RecordView } from '../generated/schemas.ts';
import { formatDate } from '../i18n/dates.ts';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import { formatMinutes, formatNumber } from '../i18n/numbers.ts';
import { contactHref } from '../blocks/shared/contact-subject.ts';
import type { FieldValue, RecordData } from './select-records.ts';

export type ViewCondition = NonNullable<NonNullable<RecordView['actions']>[number]['when']>;
export type ViewBadge = NonNullable<RecordView['badges']>[number];
export type ViewFact = NonNullable<RecordView['facts']>[number];
export type ViewAction = NonNullable<RecordView['actions']>[number];

export interface ViewText {
  language: Language;
  t(key: string): string;
  localize(text: LocalizedText): string;
}

/** A map's entry for a value; own keys only, so a value such as "constructor" is not one the map declares. */
const own = <V>(map: Record<string, V>, value: unknown): V | undefined => (Object.hasOwn(map, String(value)) ? map[String(value)] : undefined);

const isLocalized = (value: unknown): value is LocalizedText => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value as text: a text in three languages in the page's language, anything else as written. */
export function fieldText(value: unknown, localize: (text: LocalizedText) => string): string {
  if (value === undefined || value === null) return '';
  return isLocalized(value) ? localize(value) : String(value);
}

/** A field's words for a record, or undefined when no field is named or the record leaves it out. */
export function fieldWords(record: RecordData, field: string | undefined, localize: (text: LocalizedText) => string): string | undefined {
  return field === undefined || record[field] === undefined ? undefined : fieldText(record[field], localize);
}

/** Whether a record meets a view's condition (a badge's or a button's `when`). */
export function holds(condition: ViewCondition | undefined, record: RecordData): boolean {
  if (!condition) return true;
  const value = record[condition.field] as FieldValue;
  if (condition.matches !== undefined) return new RegExp(condition.matches).test(String(value ?? ''));
  if (condition.notMatches !== undefined) return !new RegExp(condition.notMatches).test(String(value ?? ''));
  return condition.in ? condition.in.includes(value) : !condition.notIn!.includes(value);
}

export interface ShownBadge {
  color: string;
  label: string;
  /** a value the view marks as standing out: the badge is filled with its colour */
  filled?: true;
  keepCase?: boolean;
  icon?: ViewBadge['icon'];
}

/** A badge's colour and words for a record; undefined when its `when` does not hold or the field is empty. */
export function badgeOf(badge: ViewBadge, record: RecordData, text: ViewText): ShownBadge | undefined {
  const value = record[badge.field];
  if (!holds(badge.when, record) || value === undefined) return undefined;
  const known = badge.values && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') ? own(badge.values, value) : undefined;
  const rule = known ?? badge.otherwise;
  // A value shown as written is the `words` field's when the view names one (a country, coloured by its code).
  const written = fieldText(badge.words === undefined ? value : record[badge.words], text.localize);
  const words = rule.label ? text.t(rule.label) : written;
  const shown: ShownBadge = { color: rule.color, label: badge.template ? text.t(badge.template).replace('{value}', words) : words };
  if (rule.filled) shown.filled = true;
  // A value shown as written may keep its case while the known labels are in capitals.
  if (rule.keepCase) shown.keepCase = true;
  return shown;
}

/** The badges a record wears under its view, in the view's order. */
export function badgesOf(view: RecordView, record: RecordData, text: ViewText): ShownBadge[] {
  return (view.badges ?? []).flatMap((badge) => {
    const shown = badgeOf(badge, record, text);
    return shown ? [{ ...shown, ...(badge.icon && { icon: badge.icon }) }] : [];
  });
}

/** A tile's icon and colour for a record (a view's mark.tile): its value's, else the view's "otherwise"; or the icon the field names. */
export function tileOf(tile: NonNullable<NonNullable<RecordView['mark']>['tile']>, record: RecordData): { icon: IconName; color?: string } | undefined {
  const value = record[tile.field];
  // Without a value map the field names the icon itself (validation holds it to the icon names); a record may leave it out.
  if (!tile.values) return typeof value === 'string' ? { icon: value as IconName } : undefined;
  return own(tile.values, value) ?? tile.otherwise;
}

/** A fact's words for a record (or a dialog's value), or undefined when the record lacks the field or its `when` does not hold. */
export function factText(fact: ViewFact, record: RecordData, text: ViewText): string | undefined {
  const value = record[fact.field];
  if (value === undefined || value === null || value === '' || !holds(fact.when, record)) return undefined;
  let written: string;
  if (fact.format === 'date') written = formatDate(String(value), text.language);
  else if (fact.format === 'year') written = String(value).slice(0, 4);
  else if (fact.format === 'number' && typeof value === 'number') written = formatNumber(value, text.language);
  else if (fact.format === 'duration' && typeof value === 'number') written = formatMinutes(value, text.language);
  else if (fact.labels) written = text.t(`${fact.labels}.${String(value)}`);
  else written = fieldText(value, text.localize);
  const end = fact.to === undefined ? undefined : record[fact.to];
  if (end !== undefined && end !== null && end !== '') written = `${written}–${fieldText(end, text.localize)}`;
  const more = fact.and === undefined ? undefined : record[fact.and];
  if (more !== undefined && more !== null && more !== '') written = `${written}, ${fieldText(more, text.localize)}`;
  if (!fact.template) return written;
  // A plural template is a pair of keys: .one for exactly 1 (as a count is read aloud), .other for any other count.
  const key = fact.plural ? `${fact.template}.${value === 1 ? 'one' : 'other'}` : fact.template;
  return text.t(key).replace('{value}', written);
}

/** One fact as a card shows it: its icon, label and words, in the words' own language when the view declares one. */
export interface ShownFact {
  icon?: IconName;
  label?: string;
  words: string;
  style?: 'italic' | 'dimmed';
  lang?: string;
}

/** The facts a record shows under its view, in the view's order: those whose field is empty or whose `when` fails are left out. */
export function shownFacts(view: RecordView, record: RecordData, text: ViewText): ShownFact[] {
  return (view.facts ?? []).flatMap((fact) => {
    const words = factText(fact, record, text);
    return words === undefined ? [] : [{ icon: fact.icon, label: fact.label && text.t(fact.label), words, style: fact.style, lang: languageOf(view, fact.field, record) }];
  });
}

/** The language a field's words are in for a record, when the view declares one (its `languages`): the record's, else the site's own. */
export function languageOf(view: RecordView, field: string, record: RecordData): string | undefined {
  const language = view.languages?.[field];
  return language && ((record[language] as string | undefined) ?? DEFAULT_LANGUAGE);
}

/** A field holding sub-records (a service category's activities, a course's programme) as records; anything else as none. */
export const subRecordsOf = (value: unknown): RecordData[] => (Array.isArray(value) ? (value as RecordData[]) : []);

/** A sub-record's details (a view's `subRecords`): each fact's words, those it lacks left out. */
export function detailWords(details: readonly ViewFact[] | undefined, record: RecordData, text: ViewText): string[] {
  return (details ?? []).flatMap((fact) => factText(fact, record, text) ?? []);
}

/** A record's list field (tags) as texts. */
export function listTexts(value: unknown, text: ViewText): string[] {
  return Array.isArray(value) ? value.map((item) => fieldText(item, text.localize)).filter(Boolean) : [];
}

/** Where an action's button goes for a record, or undefined when it does not apply (its `when`, a missing address). */
export function actionHref(action: ViewAction, record: RecordData, title: string, text: ViewText): string | undefined {
  if (!holds(action.when, record)) return undefined;
  if (action.kind === 'contact') return action.subject ? contactHref(text.t(action.subject).replace('{title}', title)) : '/contact';
  const href = record[action.field!];
  return typeof href === 'string' && href ? href : undefined;
}

/** The site an address is on, without "www.": what {site} says in a button's words. */
export function siteOf(href: string): string {
  return new URL(href, 'https://site.invalid').hostname.replace(/^www\./, '');
}

/** A button's words for the address it leads to: its label, with {site} the address's site. */
export function actionLabel(action: ViewAction, href: string, text: Pick<ViewText, 't'>): string {
  const label = text.t(action.label!);
  return label.includes('{site}') ? label.replace('{site}', siteOf(href)) : label;
}
