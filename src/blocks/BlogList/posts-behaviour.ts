// Posts opening in place, part of every page's first load: plain DOM code over the posts BlogList.tsx
// prerenders (every post's whole text in the HTML, hidden), so Read more answers the visitor's first
// tap at once, with no React. The open post is the address's '#<id>', so a post can be linked and the
// back button closes it; one post is open at a time.
import type { Block } from '../../generated/schemas.ts';
import { ADDRESS_EVENTS, addressFragment, changeAddress } from '../../renderer/address-change.ts';

/** On the blog list's root: its controls are operated by this file, not by an island. */
export const POSTS_BEHAVIOUR = 'blogList' satisfies Block['type'];
/** On each post's card (its id), its hidden text, and its two buttons (one shown at a time). */
export const POST_ATTRIBUTES = { card: 'data-post', text: 'data-post-text', open: 'data-post-open', close: 'data-post-close' } as const;

const cards = () => document.querySelectorAll<HTMLElement>(`[data-behaviour="${POSTS_BEHAVIOUR}"] [${POST_ATTRIBUTES.card}]`);
const part = (card: HTMLElement, name: keyof typeof POST_ATTRIBUTES) => card.querySelector<HTMLElement>(`[${POST_ATTRIBUTES[name]}]`)!;

function show(card: HTMLElement, open: boolean) {
  part(card, 'text').hidden = !open;
  part(card, 'open').hidden = open;
  part(card, 'close').hidden = !open;
  // An open post takes the whole row of the grid.
  card.style.gridColumn = open ? '1 / -1' : '';
}

/** The post the address names is open, every other one closed. */
function followAddress() {
  const fragment = addressFragment();
  for (const card of cards()) {
    const open = card.getAttribute(POST_ATTRIBUTES.card) === fragment;
    if (part(card, 'text').hidden === open) show(card, open);
  }
}

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${POST_ATTRIBUTES.open}], [${POST_ATTRIBUTES.close}]`) : null;
  const card = button?.closest<HTMLElement>(`[${POST_ATTRIBUTES.card}]`);
  if (!button || !card) return;
  const opening = button.hasAttribute(POST_ATTRIBUTES.open);
  changeAddress({ hash: opening ? `#${encodeURIComponent(card.getAttribute(POST_ATTRIBUTES.card)!)}` : '' });
  // The pressed button is now hidden: focus goes to the one that took its place, where it stands.
  part(card, opening ? 'close' : 'open').focus({ preventScroll: true });
}

/** Starts the page's posts: the address's post open at once, then every click and address change. */
export function startPosts(): void {
  if (cards().length === 0) return;
  followAddress();
  document.addEventListener('click', onClick);
  for (const type of ADDRESS_EVENTS) window.addEventListener(type, followAddress);
}
