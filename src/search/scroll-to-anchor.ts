/**
 * Brings a section into view after a navigation: the page's document may still be loading, so it looks
 * for the anchor for a moment. (Tabs and blog posts read the anchor from the address themselves.)
 */
export function scrollToAnchor(anchor: string, timeout = 3000): void {
  const started = Date.now();
  const look = () => {
    const target = document.getElementById(anchor);
    if (target) target.scrollIntoView({ block: 'start' });
    else if (Date.now() - started < timeout) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
