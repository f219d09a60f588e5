// RESUMO-CV (and its English twin, TEXTO-RESUMO-CV-RH-EN) → the site's biography (identity.biography in
// site.json), as a seed: written only while the site has no biography, so a text the owner wrote is never
// replaced. Its paragraphs are the summary's lines; the English pairs with the Portuguese line by line
// when both have as many, else each language is one paragraph.
import type { Seed } from '../record-import/types.ts';
import type { LocalizedText } from './record-helpers.ts';
import { attr, findAll, type LattesElement } from './xml-tree.ts';

const linesOf = (text: string) => text.split(/\n+/).map((line) => line.trim()).filter(Boolean);

export function summarySeed(root: LattesElement): Seed[] {
  const summary = findAll(root, 'RESUMO-CV')[0];
  const pt = linesOf(attr(summary, 'TEXTO-RESUMO-CV-RH'));
  if (!pt.length) return [];
  const en = linesOf(attr(summary, 'TEXTO-RESUMO-CV-RH-EN'));
  const paired = en.length === pt.length;
  const paragraphs: LocalizedText[] = paired ? pt.map((line, index) => ({ pt: line, en: en[index]! })) : [{ pt: pt.join(' '), ...(en.length ? { en: en.join(' ') } : {}) }];
  return [{ file: 'pages-data/site.json', path: ['identity', 'biography'], value: paragraphs, what: 'the biography (identity.biography), from the CV summary (RESUMO-CV)' }];
}
