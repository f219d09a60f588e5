// Each island's MantineProvider keeps the colour scheme through this manager: the stored choice, and
// changes made by the header's control on this page (an event) or in another tab (storage).
import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_EVENT, COLOR_SCHEME_KEY } from './color-scheme.ts';

/** One per provider: Mantine's manager holds a single subscriber. */
export function createColorSchemeManager(): MantineColorSchemeManager {
  const stored = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
  let listener: (() => void) | undefined;
  return {
    ...stored,
    subscribe(onUpdate) {
      stored.subscribe(onUpdate);
      listener = () => onUpdate(stored.get('auto'));
      window.addEventListener(COLOR_SCHEME_EVENT, listener);
    },
    unsubscribe() {
      stored.unsubscribe();
      if (listener) window.removeEventListener(COLOR_SCHEME_EVENT, listener);
    },
  };
}
