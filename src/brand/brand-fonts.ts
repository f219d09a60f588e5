import type { BrandFont } from '../generated/schemas.ts';

// The vetted fonts a brand may choose (schemas/common/brand.schema.json lists the same ids). Each is
// self-hosted from its @fontsource package (scripts/lib/brand-assets.ts copies the Latin and Latin
// Extended woff2 files at build), in the regular and bold weights the theme uses.

interface HostedFont {
  family: string;
  /** The npm package whose files/ folder holds the woff2 files. */
  package: string;
  /** The stack after the font, used while it loads (font-display: swap) and for any missing glyph. */
  fallback: 'sans' | 'serif';
}

/** Today's stack, unchanged: the visitor's interface font (Inter first for those who have it installed). */
export const SYSTEM_STACK = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF_STACK = "Georgia, Cambria, 'Times New Roman', serif";

export const HOSTED_FONTS: Record<Exclude<BrandFont, 'system'>, HostedFont> = {
  inter: { family: 'Inter', package: '@fontsource/inter', fallback: 'sans' },
  'source-sans-3': { family: 'Source Sans 3', package: '@fontsource/source-sans-3', fallback: 'sans' },
  'atkinson-hyperlegible': { family: 'Atkinson Hyperlegible', package: '@fontsource/atkinson-hyperlegible', fallback: 'sans' },
  lora: { family: 'Lora', package: '@fontsource/lora', fallback: 'serif' },
  merriweather: { family: 'Merriweather', package: '@fontsource/merriweather', fallback: 'serif' },
};

/** The weights served: the body's regular and the bold of headings, buttons and figures. */
export const FONT_WEIGHTS = [400, 700] as const;

/** The CSS font-family for a brand font. */
export function fontStack(font: BrandFont): string {
  if (font === 'system') return SYSTEM_STACK;
  const hosted = HOSTED_FONTS[font];
  return `'${hosted.family}', ${hosted.fallback === 'serif' ? SERIF_STACK : SYSTEM_STACK}`;
}
