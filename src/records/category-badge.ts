// Category colours of news and blog, the same in every language: the key decides, not its label. Kept with
// the records rather than in a block: the posts' badges and the feeds' categories read them alike.
// Mantine has no 'purple' or 'emerald'; grape and teal are its nearest colours.
export const CATEGORY_COLOR: Record<string, string> = {
  innovation: 'blue',
  industry: 'grape',
  research: 'green',
  sustainability: 'teal',
  education: 'blue',
  collaboration: 'grape',
  mentoring: 'yellow',
};

/** A known key is translated (category.<key>) and coloured; any other text is gray and shown as written. */
export function categoryBadge(category: string): { color: string; key?: string } {
  return Object.hasOwn(CATEGORY_COLOR, category) ? { color: CATEGORY_COLOR[category]!, key: `category.${category}` } : { color: 'gray' };
}
