// The colour scheme: light, dark or the system's, kept in localStorage under Mantine's key. Mantine's own
// head script applies it before the first paint; the header's control (shell-controls.ts) and every
// island's provider (color-scheme-manager.ts) read and write the same key. Tiny on purpose: the control
// is part of every page's first load.
export type ColorSchemeChoice = 'light' | 'dark' | 'auto';

export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
/** With no choice stored, the site follows the system. */
export const DEFAULT_COLOR_SCHEME: ColorSchemeChoice = 'auto';
/** Dispatched on window when the control changes the scheme, so every island's provider follows at once. */
export const COLOR_SCHEME_EVENT = 'site:color-scheme';

/** The scheme a choice shows, given the system's. */
export function shownScheme(choice: ColorSchemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'auto' ? (systemDark ? 'dark' : 'light') : choice;
}

/**
 * What a click on the control chooses: always the opposite of what is shown, so every click changes
 * what the visitor sees. When that is the system's own scheme the choice is 'system' again, so a
 * visitor who goes back to the look of their system follows it from then on.
 */
export function nextColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorSchemeChoice {
  const next = shownScheme(choice, systemDark) === 'dark' ? 'light' : 'dark';
  return next === shownScheme('auto', systemDark) ? 'auto' : next;
}

export function readColorScheme(): ColorSchemeChoice {
  try {
    const stored = localStorage.getItem(COLOR_SCHEME_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : DEFAULT_COLOR_SCHEME;
  } catch {
    return DEFAULT_COLOR_SCHEME;
  }
}

/**
 * Inline in every page's <head>, beside Mantine's script that applies the scheme: marks the stored
 * choice on <html>, so the header's control shows its icon from the first paint.
 */
export const SCHEME_CHOICE_SCRIPT = `(function(){try{var v=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});document.documentElement.setAttribute("data-scheme-choice",v==="light"||v==="dark"?v:"auto")}catch(e){}})()`;
