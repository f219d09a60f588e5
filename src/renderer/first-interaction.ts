// Code that only an interaction needs (the app itself, see main.tsx, and the forms' logic) loads after
// the visitor's first input, not with the page: the prerendered HTML already shows everything, so a
// first load downloads and runs only what the page needs to be read.
import { settledForReact, type LazyModule } from './lazy-module.ts';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

let interacted: Promise<void> | undefined;

/** Resolves on the first pointer, key, touch, focus or wheel input; at once where there is no window (server render). */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return (interacted ??= new Promise<void>((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, done, options);
      resolve();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, done, options);
  }));
}

/** The same module, but its load() waits for the first interaction (already loaded: at once). */
export function afterFirstInteraction<T>(module: LazyModule<T>): LazyModule<T> {
  let promise: Promise<T> | undefined;
  return {
    load: () => (promise ??= module.loaded() !== undefined ? module.load() : settledForReact(firstInteraction().then(() => module.load()))),
    loaded: () => module.loaded(),
  };
}
