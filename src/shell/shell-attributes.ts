// Names the prerendered shell and its first-load script (shell-controls.ts, hints.ts) share.

/** On <html>: the stored colour-scheme choice ('light', 'dark' or 'auto'), which picks the control's icon. */
export const SCHEME_CHOICE_ATTRIBUTE = 'data-scheme-choice';

/** On the sidebar's scrolling list: its position is kept from page to page (src/navigation/sidebar-scroll.ts). */
export const SIDEBAR_SCROLL_ATTRIBUTE = 'data-sidebar-scroll';
