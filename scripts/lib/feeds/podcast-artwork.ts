// The podcast's cover for podcast apps, which ask for a square image of at least 1400 px: the show's
// name over a closed-loop mark, drawn as SVG and rasterized like the social cards.
import { escapeMarkup } from '../seo/head-tags.ts';

export const ARTWORK_SIZE = 1400;

export function podcastArtworkSvg(title: string, host: string): string {
  const words = title.split(/\s+/);
  const lines = words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : words;
  const text = lines
    .map((line, i) => `<text x="700" y="${930 + i * 150}" text-anchor="middle" font-size="140" font-weight="bold" fill="#fff">${escapeMarkup(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}" viewBox="0 0 1400 1400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#364fc7"/><stop offset="1" stop-color="#862e9c"/></linearGradient></defs>
  <rect width="1400" height="1400" fill="url(#g)"/>
  <circle cx="700" cy="470" r="250" fill="none" stroke="#fff" stroke-width="34" stroke-dasharray="1300 270" transform="rotate(-60 700 470)"/>
  <path d="M560 470h70l40-110 60 220 40-110h70" fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
  ${text}
  <text x="700" y="${1000 + lines.length * 150}" text-anchor="middle" font-size="54" fill="#e5dbff">${escapeMarkup(host)}</text>
</svg>`;
}
