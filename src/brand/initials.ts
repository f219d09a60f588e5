/** First and last initials of a name ('Ricardo Menezes Tavares' → 'RT'): the monogram and the favicon. */
export function initialsOf(name: string): string {
  const parts = name.split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`;
}
