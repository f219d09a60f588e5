// The publication filters, part of every page's first load: plain DOM code over the list
// PublicationList.tsx prerenders, so a choice answers the visitor's first tap at once, with no React.
// The address holds the filters (?year=&type=); the list shows the entries that match, each group
// counted, empty groups hidden, the status line and Clear filters following. A long record's older years
// are parts (publication-parts.ts): a hidden mark holds each one's place, year, kind and count, and a
// filter loads the parts it matches. A long group ends with a link that filters by its type ("Show all
// 600 articles"), followed here in place; it goes, by its stylesheet, once its group has no parts left.
import type { Block } from '../../generated/schemas.ts';
import { ADDRESS_EVENTS, changeAddress } from '../../renderer/address-change.ts';
import { readFilters, withFilters } from './publication-filters.ts';

/** On a filtered publication list's root: its controls are operated by this file, not by an island. */
export const FILTERS_BEHAVIOUR = 'publicationList' satisfies Block['type'];
/** The parts the prerender marks (see PublicationList.tsx). */
export const FILTER_ATTRIBUTES = {
  select: 'data-filter', // on each select: 'year' or 'type'
  clear: 'data-filter-clear',
  status: 'data-filter-status', // its template ({shown}, {total}) in data-template
  group: 'data-group', // on each group: its type
  count: 'data-group-count',
  entry: 'data-entry', // on each entry, and each part's mark: "<year> <type>"
  part: 'data-part', // on a part's mark: the part's address (the marks of its years share it)
  partCount: 'data-part-count', // on a part's mark: its year's entries
  all: 'data-filter-all', // a long group's link to the list filtered by its type
} as const;
const A = FILTER_ATTRIBUTES;

const root = `[data-behaviour="${FILTERS_BEHAVIOUR}"]`;
const lists = () => document.querySelectorAll<HTMLElement>(root);
const all = <E extends HTMLElement>(element: Element, attribute: string) => [...element.querySelectorAll<E>(`[${attribute}]`)];
const selectOf = (list: Element, name: 'year' | 'type') => list.querySelector<HTMLSelectElement>(`select[${A.select}="${name}"]`)!;
const valuesOf = (list: Element, name: 'year' | 'type') => [...selectOf(list, name).options].map((option) => option.value);
/** The parts being loaded, by address. */
const loading = new Set<string>();

/**
 * Puts each part's entries in place of its first mark (a part may hold several years of a kind, each with
 * a mark, one after another), drops its other marks, and shows the list again as the filters say. A part
 * that fails (a missing one answers with the not-found page, which is no JSON) keeps its marks, to be asked
 * for again at the next choice.
 */
function load(list: HTMLElement, addresses: Set<string>) {
  for (const address of addresses) {
    loading.add(address);
    fetch(address)
      .then((response) => response.json())
      .then(
        (part: { html: string }) => {
          for (const [index, mark] of all(list, `${A.part}="${address}"`).entries()) {
            if (index) mark.remove();
            else mark.outerHTML = part.html;
          }
          apply(list);
        },
        () => loading.delete(address),
      );
  }
}

/** Shows what the address's filters keep. */
function apply(list: HTMLElement) {
  const filters = readFilters(new URLSearchParams(window.location.search), valuesOf(list, 'year'), valuesOf(list, 'type'));
  const [year, type] = [selectOf(list, 'year'), selectOf(list, 'type')];
  if (year.value !== String(filters.year ?? '')) year.value = String(filters.year ?? '');
  if (type.value !== (filters.type ?? '')) type.value = filters.type ?? '';
  let shown = 0;
  let total = 0;
  const wanted = new Set<string>();
  for (const group of all(list, A.group)) {
    let count = 0;
    for (const entry of all(group, A.entry)) {
      const [entryYear, kind] = entry.getAttribute(A.entry)!.split(' ');
      // As matches() in publication-filters.ts has it, written out: no object per entry.
      const match = (!filters.year || Number(entryYear) === filters.year) && (!filters.type || kind === filters.type);
      const part = entry.getAttribute(A.part);
      const size = part ? Number(entry.getAttribute(A.partCount)) : 1;
      total += size;
      if (!part) entry.hidden = !match;
      if (!match) continue;
      count += size;
      if (!part) shown++;
      // Unfiltered, the list shows its newest years only; a filter shows every work it keeps.
      else if ((filters.year || filters.type) && !loading.has(part)) wanted.add(part);
    }
    group.hidden = count === 0;
    group.querySelector(`[${A.count}]`)!.textContent = String(count);
  }
  const status = list.querySelector<HTMLElement>(`[${A.status}]`)!;
  const said = status.dataset.template!.replace('{shown}', String(shown)).replace('{total}', String(total));
  if (status.textContent !== said) status.textContent = said;
  list.querySelector<HTMLElement>(`[${A.clear}]`)!.hidden = !filters.year && !filters.type;
  if (wanted.size) load(list, wanted);
}

const applyAll = () => lists().forEach(apply);

function onChange(event: Event) {
  const select = event.target instanceof HTMLSelectElement ? event.target : null;
  const name = select?.getAttribute(A.select);
  if (!select || !name || !select.closest(root)) return;
  // "All years" and "All types" are empty: the filter leaves the address.
  changeAddress({ search: withFilters(window.location.search, { [name]: select.value }) }, { replace: true });
}

function onClick(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`[${A.clear}], [${A.all}]`) : null;
  if (!control) return;
  // A group's "Show all" link filters in place, as its type chosen would (its address is that filter).
  event.preventDefault();
  changeAddress({ search: control.hasAttribute(A.all) ? control.search : withFilters(window.location.search, { year: undefined, type: undefined }) }, { replace: true });
  // The control has gone with the change: focus goes back to the first of the filters.
  control.closest(root)?.querySelector<HTMLElement>(`select[${A.select}]`)?.focus({ preventScroll: true });
}

/** Starts the page's publication filters: the address's applied at once, then every choice and address change. */
export function startPublicationFilters(): void {
  if (lists().length === 0) return;
  applyAll();
  document.addEventListener('change', onChange);
  document.addEventListener('click', onClick);
  for (const type of ADDRESS_EVENTS) window.addEventListener(type, applyAll);
}
