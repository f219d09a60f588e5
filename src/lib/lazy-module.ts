// A module that loads on demand but renders synchronously once loaded: the server loads it before
// rendering and the client before hydrating, so prerendered HTML and the first client render agree
// (React.lazy would always suspend on its first render). Pages, blocks and forms all use it.
import { use } from 'react';

export interface LazyModule<T> {
  load(): Promise<T>;
  /** The module if it has already loaded. */
  loaded(): T | undefined;
}

/**
 * Marks a promise with its outcome the way React's use() reads it, so use() returns a settled
 * value at once instead of suspending for a tick.
 */
export function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status ??= 'pending';
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return promise;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  return {
    load: () => (promise ??= settledForReact(importer().then((module) => (value = module)))),
    loaded: () => value,
  };
}

/** The module's value in a component: at once when loaded, otherwise by suspending until it is. */
export function useLazyModule<T>(module: LazyModule<T>): T {
  // Always through use(), so a component that suspended calls it again when it resumes.
  return use(module.load());
}
