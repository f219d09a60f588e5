// The office map's frame, part of every page's first load: OfficeLocation.tsx prerenders the frame with
// its address in a data attribute instead of `src`, and this gives it the address when the visitor
// scrolls near it. Chrome's own loading="lazy" starts a frame several screens ahead, which on a phone is
// all of /contact: the map's page, script and tiles then load with the page itself, competing for the
// network, and for the main thread where a cross-origin frame shares the page's process (Android), with
// the contact form's first tap. Without script, a <noscript> copy of the frame loads as before.

/** On the map's frame: the address it loads once near the screen. */
export const MAP_SOURCE_ATTRIBUTE = 'data-map-src';
/** How far ahead of the screen a frame starts loading: close enough that it is there when reached. */
const AHEAD = '400px 0px';

let observer: IntersectionObserver | undefined;

function load(frame: HTMLIFrameElement) {
  const address = frame.getAttribute(MAP_SOURCE_ATTRIBUTE);
  if (address === null) return;
  frame.removeAttribute(MAP_SOURCE_ATTRIBUTE);
  frame.src = address;
}

/** Watches every map frame still waiting for its address (again after each render in the editor's preview). */
export function startMaps() {
  const frames = document.querySelectorAll<HTMLIFrameElement>(`iframe[${MAP_SOURCE_ATTRIBUTE}]`);
  if (frames.length === 0) return;
  if (!('IntersectionObserver' in window)) return frames.forEach(load);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        load(entry.target as HTMLIFrameElement);
      }
    },
    { rootMargin: AHEAD },
  );
  // Observing a frame already observed does nothing.
  for (const frame of frames) observer.observe(frame);
}
