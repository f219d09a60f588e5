// A module that loads on demand but renders synchronously once loaded: the server loads it before
// rendering and the client before hydrating, so prerendered HTML and the first client render agree
// (React.lazy would always suspend on its first render). Page documents and forms both use it.
import { use } from 'react';

export interface LazyModule<T> {
  load(): Promise<T>;
  /** The module if it has already loaded. */
  loaded(): T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  return {
    load: () => (promise ??= importer().then((module) => (value = module))),
    loaded: () => value,
  };
}

/** The module's value in a component: at once when loaded, otherwise by suspending until it is. */
export function useLazyModule<T>(module: LazyModule<T>): T {
  return module.loaded() ?? use(module.load());
}
