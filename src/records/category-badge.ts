// Category colours and labels of news and blog, the same in every language: the key decides, not its
// label. Declared once, as the news view's category badge (pages-data/collections/news.json); the blog's
// cards and the feeds read that badge here. Only the view is imported, not the news items.
import { view } from '../../pages-data/collections/news.json';
import type { RecordView } from '../generated/schemas.ts';
import type { ViewBadge } from './record-view.ts';

/**
 * The news view's category badge, which a blog post's card wears too (blogList adds it to the blog's view).
 * The view is read as its schema types it, not as the sample's file happens to be, so the type-check
 * never depends on what the owner wrote there (validation checks the file).
 */
export const CATEGORY_BADGE = (view as unknown as RecordView).badges?.find((badge) => badge.field === 'category') as ViewBadge;
