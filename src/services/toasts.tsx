// Toasts are rare (a form's answer, a failed download), so their code stays out of every page until
// something asks for them: the first request mounts the one region of the page, as its own root.
import { useEffect } from 'react';

let region: Promise<void> | undefined;

/** Mounts the toast region once; resolves when it is there. */
export function requestToasts(): Promise<void> {
  return (region ??= import('./toast-root.tsx').then(({ mountToastRegion }) => mountToastRegion()));
}

/** For blocks that will raise toasts (the forms): the region is there before the first one. */
export function useToasts(): void {
  useEffect(() => void requestToasts(), []);
}
