import { createTheme } from '@mantine/core';

// Mantine's default blue (shade 6), dimmed gray and placeholder gray fail WCAG AA on white; shade 8,
// gray 7 and #6b7280 pass (about 5.4:1, 5.7:1 and 4.8:1). The sm breakpoint is the spec's 768 px.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  other: {},
});

// --site-accent-text: blue figures and labels (years, big numbers) that read as text in both schemes.
export const cssVariablesResolver = () => ({
  variables: {},
  light: { '--site-accent-text': 'var(--mantine-color-blue-8)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': '#6b7280', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  // Mantine's dark dimmed and placeholder (dark-2, dark-3) fall under 4.5:1 on the dark body.
  dark: { '--site-accent-text': 'var(--mantine-color-blue-3)', '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-placeholder': 'var(--mantine-color-dark-1)' },
});
