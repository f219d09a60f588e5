// The publication filters, part of every page's first load: plain DOM code over the list
// PublicationList.tsx prerenders whole, so a choice answers the visitor's first tap at once, with no
// React. The address holds the filters (?year=&type=); the list shows the entries that match, each
// group counted, empty groups hidden, the status line and Clear filters following.
import type { Block } from '../../generated/schemas.ts';
import { ADDRESS_EVENTS, changeAddress } from '../../renderer/address-change.ts';
import { matches, readFilters, withFilters, type PublicationType } from './publication-filters.ts';

/** On a filtered publication list's root: its controls are operated by this file, not by an island. */
export const FILTERS_BEHAVIOUR = 'publicationList' satisfies Block['type'];
/** The parts the prerender marks (see PublicationList.tsx). */
export const FILTER_ATTRIBUTES = {
  select: 'data-filter', // on each select: 'year' or 'type'
  clear: 'data-filter-clear',
  status: 'data-filter-status', // its template ({shown}, {total}) in data-template
  group: 'data-group', // on each group: its type
  count: 'data-group-count',
  entry: 'data-entry', // on each entry: "<year> <type>"
} as const;

const lists = () => document.querySelectorAll<HTMLElement>(`[data-behaviour="${FILTERS_BEHAVIOUR}"]`);
const all = <E extends HTMLElement>(root: Element, attribute: string) => [...root.querySelectorAll<E>(`[${attribute}]`)];
const selectOf = (root: Element, name: 'year' | 'type') => root.querySelector<HTMLSelectElement>(`select[${FILTER_ATTRIBUTES.select}="${name}"]`)!;
const yearsOf = (root: Element) => [...selectOf(root, 'year').options].map((option) => Number(option.value)).filter(Boolean);

/** Shows what the address's filters keep. */
function apply(root: HTMLElement) {
  const filters = readFilters(new URLSearchParams(window.location.search), yearsOf(root));
  const [year, type] = [selectOf(root, 'year'), selectOf(root, 'type')];
  if (year.value !== String(filters.year ?? '')) year.value = String(filters.year ?? '');
  if (type.value !== (filters.type ?? '')) type.value = filters.type ?? '';
  const entries = all(root, FILTER_ATTRIBUTES.entry);
  let shown = 0;
  for (const entry of entries) {
    const [entryYear, kind] = entry.getAttribute(FILTER_ATTRIBUTES.entry)!.split(' ');
    entry.hidden = !matches({ year: Number(entryYear), kind: kind as PublicationType }, filters);
    if (!entry.hidden) shown++;
  }
  for (const group of all(root, FILTER_ATTRIBUTES.group)) {
    const count = all(group, FILTER_ATTRIBUTES.entry).filter((entry) => !entry.hidden).length;
    group.hidden = count === 0;
    group.querySelector(`[${FILTER_ATTRIBUTES.count}]`)!.textContent = String(count);
  }
  const status = root.querySelector<HTMLElement>(`[${FILTER_ATTRIBUTES.status}]`)!;
  const said = status.dataset.template!.replace('{shown}', String(shown)).replace('{total}', String(entries.length));
  if (status.textContent !== said) status.textContent = said;
  root.querySelector<HTMLElement>(`[${FILTER_ATTRIBUTES.clear}]`)!.hidden = !filters.year && !filters.type;
}

const applyAll = () => lists().forEach(apply);

function onChange(event: Event) {
  const select = event.target instanceof HTMLSelectElement ? event.target : null;
  const name = select?.getAttribute(FILTER_ATTRIBUTES.select);
  if (!select || !name || !select.closest(`[data-behaviour="${FILTERS_BEHAVIOUR}"]`)) return;
  const value = name === 'year' ? Number(select.value) || undefined : (select.value || undefined) as PublicationType | undefined;
  changeAddress({ search: withFilters(window.location.search, { [name]: value }) }, { replace: true });
}

function onClick(event: MouseEvent) {
  const clear = event.target instanceof Element ? event.target.closest(`[${FILTER_ATTRIBUTES.clear}]`) : null;
  if (!clear) return;
  changeAddress({ search: withFilters(window.location.search, { year: undefined, type: undefined }) }, { replace: true });
  // The button has gone with the filters: focus goes back to the first of them.
  clear.closest(`[data-behaviour="${FILTERS_BEHAVIOUR}"]`)?.querySelector<HTMLElement>(`select[${FILTER_ATTRIBUTES.select}]`)?.focus({ preventScroll: true });
}

/** Starts the page's publication filters: the address's applied at once, then every choice and address change. */
export function startPublicationFilters(): void {
  if (lists().length === 0) return;
  applyAll();
  document.addEventListener('change', onChange);
  document.addEventListener('click', onClick);
  for (const type of ADDRESS_EVENTS) window.addEventListener(type, applyAll);
}
