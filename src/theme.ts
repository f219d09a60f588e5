import { createTheme } from '@mantine/core';
import { CUSTOM_COLOR, PRIMARY_SHADE, primaryColorName, primaryShades } from './brand/brand-colors.ts';
import { fontStack } from './brand/brand-fonts.ts';
import { site } from './site.ts';

// The colour and fonts come from site.json's brand; `npm run validate` has checked their contrast.
// Mantine's default blue (shade 6), dimmed gray and placeholder gray fail WCAG AA on white; shade 8,
// gray 7 and #6b7280 pass (about 5.4:1, 5.7:1 and 4.8:1). The sm breakpoint is the spec's 768 px.
const { brand } = site;
export const theme = createTheme({
  primaryColor: primaryColorName(brand),
  primaryShade: PRIMARY_SHADE,
  ...(typeof brand.primary === 'string' ? {} : { colors: { [CUSTOM_COLOR]: primaryShades(brand) } }),
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  fontFamily: fontStack(brand.bodyFont),
  headings: { fontFamily: fontStack(brand.headingFont), fontWeight: '700' },
  defaultRadius: 'md',
  other: {},
});

// --site-accent-text: figures and labels (years, big numbers) in the primary colour that read as text in both schemes.
export const cssVariablesResolver = () => ({
  variables: {},
  light: { '--site-accent-text': 'var(--mantine-primary-color-8)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-placeholder': '#6b7280', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  // Mantine's dark dimmed and placeholder (dark-2, dark-3) fall under 4.5:1 on the dark body.
  dark: { '--site-accent-text': 'var(--mantine-primary-color-3)', '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-placeholder': 'var(--mantine-color-dark-1)' },
});
