// Before hydration a button has no handler yet. A click on one is held (so nothing half-happens)
// and replayed on the same element once React has hydrated it. Links need no help: they work as
// plain links before hydration.
export function holdEarlyButtonClicks(root: HTMLElement): () => void {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !root.contains(button) || button.closest('form')) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
  };
}
