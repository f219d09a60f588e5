// Category colours and labels of news and blog, the same in every language: the key decides, not its
// label. Declared once, as the news view's category badge (pages-data/collections/news.json); the blog's
// cards and the feeds read that badge here. Only the view is imported, not the news items.
import { view } from '../../pages-data/collections/news.json';
import type { ViewBadge } from './record-view.ts';

/** The news view's category badge, which a blog post's card wears too (blogList adds it to the blog's view). */
export const CATEGORY_BADGE = view.badges.find((badge) => badge.field === 'category') as ViewBadge;
