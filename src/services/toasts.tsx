// Toasts are rare (a form's answer, a failed download), so their code stays out of every page until
// something asks for them: the shell renders <DeferredToasts /> and it loads the region on request.
import { useEffect, useSyncExternalStore } from 'react';
import { lazyModule, useLoadedWhen } from '../renderer/lazy-module.ts';

const regionModule = lazyModule(() => import('./ToastRegion.tsx'));
const listeners = new Set<() => void>();
let wanted = false;

/** Asks the shell for the toast region; resolves once its code is loaded. */
export function requestToasts(): Promise<unknown> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return regionModule.load();
}

/** For blocks that will raise toasts (the forms): the region is there before the first one. */
export function useToasts(): void {
  useEffect(() => void requestToasts(), []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function DeferredToasts() {
  const requested = useSyncExternalStore(subscribe, () => wanted, () => false);
  const module = useLoadedWhen(regionModule, requested);
  return module ? <module.ToastRegion /> : null;
}
