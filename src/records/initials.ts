/**
 * The letters of a monogram (a view's `mark`): up to three capitals are drawn as written ("SME"); a name
 * gives the initials of its first and last words, skipping particles such as 'da' or 'de'.
 */
export function initials(name: string): string {
  if (/^\p{Lu}{1,3}$/u.test(name)) return name;
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}
