// A feed item's title or description still waiting for the feed's language is the Portuguese, and says so
// with xml:lang="pt-BR" on its element (RSS readers and search engines read the language from there). The
// `feed` library writes no attribute on an item's fields, so the marks are laid on its output, item by item
// in the order the items were added.
import { HTML_LANG } from '../../../src/i18n/languages.ts';

/** Which of an item's fields are Portuguese on another language's feed. */
export interface PortugueseFields {
  title: boolean;
  description: boolean;
}

const ITEM = /<item>[\s\S]*?<\/item>/g;

/** The RSS with xml:lang="pt-BR" on each marked item's <title> and <description>; `marks[i]` is the i-th item's. */
export function markPortugueseItems(rss: string, marks: readonly PortugueseFields[]): string {
  let index = 0;
  return rss.replace(ITEM, (item) => {
    const mark = marks[index++];
    if (!mark) return item;
    let marked = item;
    for (const field of ['title', 'description'] as const) {
      if (mark[field]) marked = marked.replace(`<${field}>`, `<${field} xml:lang="${HTML_LANG.pt}">`);
    }
    return marked;
  });
}
