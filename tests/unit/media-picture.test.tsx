// What a page's markup says of an image of the media folder: AVIF and WebP sources with every width,
// the image's own width and height, lazy below the fold and eager for one marked priority.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mediaImage } from '../../src/media/media.ts';
import { MediaPicture } from '../../src/media/MediaPicture.tsx';
import type { MediaManifest } from '../../src/media/media-types.ts';

const path = (width: number, format: string) => `assets/media/lab-bench-0123456789-${width}.${format}`;
const manifest: MediaManifest = {
  'lab-bench.jpg': {
    kind: 'image',
    width: 1600,
    height: 1000,
    path: path(960, 'webp'),
    sources: ['avif', 'webp'].map((format) => ({ type: `image/${format}`, candidates: [480, 960, 1440].map((width) => ({ path: path(width, format), width })) })),
  },
  'drawing.svg': { kind: 'image', width: 960, height: 560, path: 'assets/media/drawing-0123456789.svg', sources: [] },
};

const markup = (name: string, priority?: boolean) => {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<MediaPicture image={mediaImage(name, manifest)} alt="Bancada" sizes="100vw" priority={priority} />);
  return host;
};

describe('an image of the media folder in a page', () => {
  it('a photo: AVIF then WebP, each at 480, 960 and 1440 px, with sizes, and its own width and height', () => {
    const host = markup('lab-bench.jpg');
    const sources = [...host.querySelectorAll('picture > source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]);
    expect(sources).toEqual(
      ['avif', 'webp'].map((format) => [`image/${format}`, [480, 960, 1440].map((w) => `/${path(w, format)} ${w}w`).join(', '), '100vw']),
    );
    const img = host.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual([`/${path(960, 'webp')}`, '1600', '1000', 'Bancada']);
    expect([img.getAttribute('loading'), img.getAttribute('decoding'), img.getAttribute('fetchpriority')]).toEqual(['lazy', 'async', null]);
  });

  it('marked priority: loaded at once and first', () => {
    const img = markup('lab-bench.jpg', true).querySelector('img')!;
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('an SVG: a plain img of the drawing itself, with its width and height', () => {
    const host = markup('drawing.svg');
    expect(host.querySelector('picture')).toBeNull();
    expect(host.innerHTML).toMatch(/^<img src="\/assets\/media\/drawing-0123456789\.svg" alt="Bancada" width="960" height="560" loading="lazy" decoding="async"\/?>$/);
  });

  it('a name that is not an image of the folder is an error naming it', () => {
    expect(() => mediaImage('missing.jpg', manifest)).toThrow('No image pages-data/media/missing.jpg');
  });
});
