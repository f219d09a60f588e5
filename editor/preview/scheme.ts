// The editor decides the frame's colour scheme. Mantine's provider (inside the site's AppProviders)
// would follow the stored choice or the system's, and setting it through Mantine would write that
// choice to localStorage, shared with the editor's page and the other frames on this origin. So the
// frame sets the attributes the site's CSS reads on <html> itself, and puts them back at once
// (a mutation observer runs before the next paint) whenever Mantine writes its own.
import { SCHEME_CHOICE_ATTRIBUTE } from '../../src/shell/shell-attributes.ts';

const MANTINE_ATTRIBUTE = 'data-mantine-color-scheme';
let wanted: 'light' | 'dark' | undefined;
let observer: MutationObserver | undefined;

function apply() {
  const root = document.documentElement;
  if (!wanted || root.getAttribute(MANTINE_ATTRIBUTE) === wanted) return;
  root.setAttribute(MANTINE_ATTRIBUTE, wanted);
  root.setAttribute(SCHEME_CHOICE_ATTRIBUTE, wanted);
}

export function showScheme(scheme: 'light' | 'dark'): void {
  wanted = scheme === 'dark' ? 'dark' : 'light';
  apply();
  if (!observer) {
    observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [MANTINE_ATTRIBUTE] });
  }
}
