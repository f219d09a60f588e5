// How the record a view's `featured` flag sets apart stands out from the others: more padding and a
// 4 px border in the accent colour at the inline start (its title and text a size larger, its buttons
// filled: RecordCard).
export const FEATURED_CARD = { p: 'xl', style: { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' } } as const;
