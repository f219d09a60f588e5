// The social card shown when a page is shared: one 1200×630 PNG per language, drawn as SVG here
// and rasterized with resvg (WebAssembly, so no native build step) using bundled DejaVu fonts,
// so the image is the same on every machine whatever fonts it has installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { LANGUAGES, type Language } from '../../../src/i18n/languages.ts';
import type { SiteDocument } from '../../../src/generated/schemas.ts';
import { escapeMarkup } from './head-tags.ts';
import { localText } from '../../../src/i18n/localized-text.ts';
import { cardLook, type CardLook } from './og-card-look.ts';

export type CardIdentity = Pick<SiteDocument['identity'], 'name' | 'title' | 'department' | 'university'>;

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const LEFT = 88;
const FONT = 'DejaVu Sans';

/** Greedy word wrap by character count: the text column is sized for these widths, not measured. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

// Character budgets assume DejaVu Sans at 0.68 em per bold and 0.56 em per regular character
// (wider than its real average), so the text column, 88 to about 860 px, never reaches the motif.
/** Longer names get a smaller size and more characters per line; about 66 characters fit in three lines. */
function nameStyle(name: string): { size: number; chars: number } {
  if (name.length <= 15) return { size: 72, chars: 15 };
  if (name.length <= 32) return { size: 68, chars: 16 };
  return { size: 50, chars: 22 };
}

const SMALL_CHARS = 44;

/** 'Title · Department' on one line when it fits; otherwise the title alone, then the department. */
function affiliationLines(title: string, department: string): string[] {
  const joined = `${title} · ${department}`;
  if (joined.length <= SMALL_CHARS) return [joined];
  return [...wrap(title, SMALL_CHARS), ...wrap(department, SMALL_CHARS)];
}

const textLines = (lines: string[], y: number, step: number, attributes: string) =>
  lines
    .map((line, i) => `<text x="${LEFT}" y="${y + i * step}" ${attributes}>${escapeMarkup(line)}</text>`)
    .join('\n  ');

/** A distillation column in outline: condenser and reflux on top, trays inside, reboiler below. */
const COLUMN_MOTIF = `<g fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
    <rect x="950" y="150" width="96" height="340" rx="48"/>
    ${[210, 260, 310, 360, 410, 455]
      .map((y, i) => (i % 2 === 0 ? `<path d="M950 ${y} H1018 V${y + 18}"/>` : `<path d="M1046 ${y} H978 V${y + 18}"/>`))
      .join('\n    ')}
    <path d="M998 150 V110 H1090 V136"/>
    <circle cx="1090" cy="158" r="22"/>
    <path d="M1090 180 V206 H1046"/>
    <path d="M998 490 V528 H1090 V518"/>
    <circle cx="1090" cy="496" r="22"/>
    <path d="M1090 474 V440 H1046"/>
    <path d="M900 330 H950"/>
    <path d="M930 320 L940 330 L930 340"/>
  </g>`;

/** The portrait in a white-ringed circle where the motif stands (the text column never reaches it). */
const portraitCircle = (href: string) => `<defs><clipPath id="portrait"><circle cx="1010" cy="315" r="140"/></clipPath></defs>
  <circle cx="1010" cy="315" r="146" fill="#ffffff"/>
  <image href="${href}" x="870" y="175" width="280" height="280" preserveAspectRatio="xMidYMid slice" clip-path="url(#portrait)"/>`;

/** The card as SVG text, in one language: the brand's colours, and the portrait in place of the motif when there is one. */
export function ogImageSvg(identity: CardIdentity, language: Language, look: CardLook = cardLook()): string {
  const name = nameStyle(identity.name);
  const nameLines = wrap(identity.name, name.chars);
  const affiliation = affiliationLines(localText(identity.title, language), localText(identity.department, language));
  const university = wrap(localText(identity.university, language), SMALL_CHARS);
  const nameStep = Math.round(name.size * 1.12);
  const smallStep = 42;
  // Accent bar, name, a gap, then the smaller lines; the block is centred vertically.
  const blockHeight = 40 + nameLines.length * nameStep + 28 + (affiliation.length + university.length) * smallStep + 8;
  const top = Math.round((OG_HEIGHT - blockHeight) / 2);
  const nameY = top + 40 + name.size;
  const affiliationY = nameY + (nameLines.length - 1) * nameStep + 28 + 30 + 14;
  const universityY = affiliationY + affiliation.length * smallStep + 8;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${look.deep}"/>
      <stop offset="1" stop-color="${look.base}"/>
    </linearGradient>
  </defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
  <rect x="${LEFT}" y="${top}" width="72" height="6" rx="3" fill="${look.accent}"/>
  ${textLines(nameLines, nameY, nameStep, `font-family="${FONT}" font-weight="bold" font-size="${name.size}" fill="#ffffff"`)}
  ${textLines(affiliation, affiliationY, smallStep, `font-family="${FONT}" font-size="30" fill="${look.affiliation}"`)}
  ${textLines(university, universityY, smallStep, `font-family="${FONT}" font-size="30" fill="${look.university}"`)}
  ${look.portrait ? portraitCircle(look.portrait) : COLUMN_MOTIF}
</svg>`;
}

const require = createRequire(import.meta.url);
let ready: Promise<Uint8Array[]> | undefined;

/** Loads resvg and the fonts once per process; resvg refuses a second initWasm, even from a re-imported module. */
function prepare(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    try {
      await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
    }
    const fontDir = 'dejavu-fonts-ttf/ttf';
    return ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => readFileSync(require.resolve(`${fontDir}/${file}`)));
  })();
  return ready;
}

/** An SVG drawn with the bundled fonts, as a PNG of its own size (the cards, the podcast artwork). */
export async function renderSvg(svg: string): Promise<Uint8Array> {
  const fontBuffers = await prepare();
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontBuffers, defaultFontFamily: FONT }, fitTo: { mode: 'original' } });
  const rendered = resvg.render();
  const png = rendered.asPng();
  rendered.free();
  resvg.free();
  return png;
}

/** One PNG per language, in the language order of LANGUAGES. */
export async function renderOgImages(identity: CardIdentity, look?: CardLook): Promise<Record<Language, Uint8Array>> {
  const images = {} as Record<Language, Uint8Array>;
  for (const language of LANGUAGES) images[language] = await renderSvg(ogImageSvg(identity, language, look));
  return images;
}
