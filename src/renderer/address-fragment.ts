// A block state kept in the address's '#<id>' (the selected tab, the open blog post), so it can be linked
// and the back button returns. The prerendered page cannot know the fragment, so hydration renders
// without it and the address applies right after (see page-address.ts).
import { changeAddress, usePageAddress } from './page-address.ts';

/** The fragment ('' when there is none), and a setter that adds a history entry. */
export function useAddressFragment(): [string, (fragment: string) => void] {
  const { hash } = usePageAddress();
  const fragment = decodeURIComponent(hash.slice(1));
  const setFragment = (next: string) => changeAddress({ hash: next ? `#${encodeURIComponent(next)}` : '' });
  return [fragment, setFragment];
}
