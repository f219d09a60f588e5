// Names the prerendered shell and its first-load script (shell-controls.ts, hints.ts) share.

/** On <html>: the stored colour-scheme choice ('light', 'dark' or 'auto'), which picks the control's icon. */
export const SCHEME_CHOICE_ATTRIBUTE = 'data-scheme-choice';

/** On the sidebar's scrolling list: its position is kept from page to page (src/navigation/sidebar-scroll.ts). */
export const SIDEBAR_SCROLL_ATTRIBUTE = 'data-sidebar-scroll';

/** The phone menu's dialog (Shell.tsx), which the first-load script opens and watches. */
export const MENU_DIALOG_ID = 'site-navigation';

/** The menu button's icon, drawn open or closed as the phone menu is (shell-controls.ts). */
export const MENU_ICON_ATTRIBUTE = 'data-menu-icon';
/** Mantine's `attributes` for the menu Burger: its icon element carries the hook. */
export const MENU_ICON_HOOK = { burger: { [MENU_ICON_ATTRIBUTE]: '' } } as const;
