// A card set apart by a 4 px border in the accent colour at its inline start: the card of the record a
// view's `featured` flag sets apart (RecordCard), the blog's featured post (BlogList), and a view's
// running text (RecordProse).
export const ACCENT_BORDER = { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' } as const;
