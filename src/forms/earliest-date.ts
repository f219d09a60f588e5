import { useEffect, useRef, useState } from 'react';

/** Today in the visitor's own calendar, as a date field's value (YYYY-MM-DD). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date field's `min` of today onwards, set once the form runs (the prerendered page cannot know the
 * visitor's today). Setting `min` makes Chromium redraw the field's parts, which forgets the digits of a
 * year being typed ("20" then "27" became 0027), so a field the visitor is typing in gets it when they
 * leave it. Spread the result on the field: `{...earliestDate}` gives it `ref` and `min`.
 */
export function useEarliestDate() {
  const ref = useRef<HTMLInputElement>(null);
  const [min, setMin] = useState<string>();
  useEffect(() => {
    const field = ref.current;
    const apply = () => setMin(localToday());
    if (!field || document.activeElement !== field) {
      apply();
      return;
    }
    field.addEventListener('blur', apply, { once: true });
    return () => field.removeEventListener('blur', apply);
  }, []);
  return { ref, min };
}
