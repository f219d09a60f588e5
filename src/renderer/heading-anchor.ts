/**
 * The anchor of a section heading, from its words: 'Interesses de pesquisa' → 'interesses-de-pesquisa'.
 * Search results lead to it, and a visitor can link to it.
 */
export function headingAnchor(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\(\d+\)$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
