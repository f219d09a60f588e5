// Category colours of news and blog, the same in every language: the key decides, not its label. Declared
// once, as the news view's category badge (pages-data/collections/news.json); the blog's posts and the
// feeds read that badge here. Only the view is imported, not the news items.
import { view } from '../../pages-data/collections/news.json';
import type { ViewBadge } from './record-view.ts';

const CATEGORY = view.badges.find((badge) => badge.field === 'category') as ViewBadge;

/** A known key is translated (its label key) and coloured; any other text is gray and shown as written. */
export function categoryBadge(category: string): { color: string; key?: string } {
  const known = Object.hasOwn(CATEGORY.values, category) ? CATEGORY.values[category] : undefined;
  return known ? { color: known.color, key: known.label } : { color: CATEGORY.otherwise.color };
}
