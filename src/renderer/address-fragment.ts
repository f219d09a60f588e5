// A block state kept in the address's '#<id>' (the selected tab, the open blog post), so it can be linked
// and the back button returns. The prerendered page cannot know the fragment, so the first render
// ignores it (hydration must match) and the address applies right after.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The fragment once the page runs ('' before and when there is none), and a setter that adds a history entry. */
export function useAddressFragment(): [string, (fragment: string) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const fragment = started ? decodeURIComponent(hash.slice(1)) : '';
  const setFragment = (next: string) => navigate({ pathname, search, hash: next }, { preventScrollReset: true });
  return [fragment, setFragment];
}
