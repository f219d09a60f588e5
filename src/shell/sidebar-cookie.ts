// The sidebar's stored state, shared by the app and the prerendered pages' <head>.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** On <html>: present while the desktop sidebar is collapsed to icons; the shell's CSS reads it. */
export const SIDEBAR_COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed';

/**
 * Inline in every page's <head>: a visitor who collapsed the sidebar gets it collapsed from the first
 * paint, before any script of the app runs, so nothing moves when the app takes over.
 */
export const SIDEBAR_STATE_SCRIPT = `(function(){try{if(/(?:^|; )${SIDEBAR_COOKIE}=false(?:;|$)/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(SIDEBAR_COLLAPSED_ATTRIBUTE)},"")}catch(e){}})()`;
