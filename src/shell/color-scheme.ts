// The colour scheme: light, dark or the system's, chosen in the header and kept in localStorage under
// Mantine's key. Mantine's own head script applies it before the first paint; the provider reads the same
// key, so the page React hydrates already has the scheme the script set, and nothing flashes.
import type { MantineColorScheme } from '@mantine/core';

export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
/** With no choice stored, the site follows the system. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/** The toggle's order: light → dark → system → light. */
export function nextColorScheme(scheme: MantineColorScheme): MantineColorScheme {
  return scheme === 'light' ? 'dark' : scheme === 'dark' ? 'auto' : 'light';
}
