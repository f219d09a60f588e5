// The kinds of work a publication list shows, in the order of its groups: a module of its own, so the
// first-load script (the list's filters) takes this line and not the formatting beside it.
export const PUBLICATION_KINDS = ['article', 'book', 'chapter', 'conference', 'patent'] as const;
