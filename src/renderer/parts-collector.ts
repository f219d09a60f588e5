// What the server's page render and the blocks share for a page's parts: files the prerender writes
// beside the page (dist/parts/<language>/<document>/), which the first-load script loads when the visitor
// asks. A publication list hands it each older year of each kind (publication-parts.ts) and gets the
// part's address; a record dialog hands it its body (RecordList/dialog-parts.ts) and gets the address of
// the part that holds it, or nothing while the page keeps its dialogs whole. Given only around the
// prerender of a whole page: everywhere else (the dev server, the editor's preview, unit tests) there is
// none, and every block renders all it has itself.
import { createContext, useContext, type ReactElement } from 'react';
import type { HeadingOrder } from './heading-level.tsx';

/** Records a part (its name, what it renders, at which heading level); answers its address. */
export type AddPart = (name: string, content: ReactElement, headingOrder: HeadingOrder) => string;

/**
 * Records a dialog's body under the dialog's id; answers the address of the part that holds it and whether
 * it is the page's first dialog in a part, or undefined: the page keeps it.
 */
export type AddDialogBody = (id: string, content: ReactElement) => { address: string; first: boolean } | undefined;

/** What a part's file holds: its HTML, or the bodies of some of the page's dialogs, each by its dialog's id. */
export type PartContent = { html: string } | { dialogs: Record<string, string> };

export interface PartsCollector {
  addPart: AddPart;
  addDialogBody: AddDialogBody;
}

export const PartsCollectorContext = createContext<PartsCollector | null>(null);

export function usePartsCollector(): AddPart | null {
  return useContext(PartsCollectorContext)?.addPart ?? null;
}

export function useDialogBodies(): AddDialogBody | null {
  return useContext(PartsCollectorContext)?.addDialogBody ?? null;
}
