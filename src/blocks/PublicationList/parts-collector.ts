// What the server's page render and a publication list share for the list's parts (publication-parts.ts):
// given only around the prerender of a whole page, the list hands it each older year of each kind and
// gets the address the part will have. Everywhere else (the dev server, the editor's preview, unit
// tests) there is none, and the list renders every work itself.
import { createContext, useContext, type ReactElement } from 'react';
import type { HeadingOrder } from '../../renderer/heading-level.tsx';

/** Records a part (its name, what it renders, at which heading level); answers its address. */
export type AddPart = (name: string, content: ReactElement, headingOrder: HeadingOrder) => string;

export const PartsCollectorContext = createContext<AddPart | null>(null);

export function usePartsCollector(): AddPart | null {
  return useContext(PartsCollectorContext);
}
