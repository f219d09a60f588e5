import { createTheme } from '@mantine/core';

// Mantine's default blue (shade 6) and dimmed gray fail WCAG AA on white; shade 8 and gray 7 pass
// (about 5.4:1 and 5.7:1). The sm breakpoint is the spec's 768 px mobile breakpoint.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  other: {},
});

export const cssVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
