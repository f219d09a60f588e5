// The editor's own status colours, one pair per meaning for the light and the dark scheme, each dark
// enough on white and light enough on the dark body to pass WCAG AA.
export const DONE_COLOUR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
export const DANGER_COLOUR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
