// Text inputs keep what is typed in their own state and hand it to the form 300 ms after the last key
// (or at once on blur): one form render per pause instead of one per key, which is what keeps typing
// at about 16 ms a key when the selected block's form takes 100–150 ms to render.
import { useCallback, useEffect, useRef, useState } from 'react';

export const COMMIT_DELAY_MS = 300;

/** Every draft waiting for its timer; saving flushes them all first so nothing typed is left out. */
const pendingDrafts = new Set<() => void>();

/** Commits every draft still waiting for its timer (before a save, or before the selection changes). */
export function flushDrafts(): void {
  for (const flush of [...pendingDrafts]) flush();
}

/** `onDraft` hears every key (the preview shows drafts before they are committed). */
export function useDraftText(value: string, commit: (text: string) => void, onDraft?: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft: value, commit, onDraft });
  latest.current.commit = commit;
  latest.current.onDraft = onDraft;

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingDrafts.delete(flush);
    latest.current.commit(latest.current.draft);
  }, []);

  // A value changed elsewhere (undo by reload, another language's frame) shows unless a draft is waiting.
  useEffect(() => {
    if (timer.current === undefined) {
      latest.current.draft = value;
      setDraft(value);
    }
  }, [value]);

  // Leaving the form (another block selected) must not lose the last keys typed.
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (text: string) => {
      latest.current.draft = text;
      setDraft(text);
      latest.current.onDraft?.(text);
      if (timer.current !== undefined) clearTimeout(timer.current);
      pendingDrafts.add(flush);
      timer.current = setTimeout(flush, COMMIT_DELAY_MS);
    },
    [flush],
  );

  return { draft, change, flush };
}
