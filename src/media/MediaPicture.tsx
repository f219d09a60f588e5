import type { MediaImage } from './media.ts';

interface MediaPictureProps {
  image: MediaImage;
  /** "" for a decorative image, which screen readers then skip. */
  alt: string;
  /** The alt text's language when it differs from the page's (a Portuguese text still waiting for its translation). */
  lang?: string;
  /** How wide the image is shown, for the browser's choice among the widths (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: loaded at once and first; otherwise when it nears the screen. */
  priority?: boolean;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * An image of the media folder: AVIF, then WebP, at the widths the build made, and its own width and
 * height so the page does not jump while it loads. The <img> carries the look (class, style), and `lang`
 * when its alt text is Portuguese on another language's page (`lang` on an element applies to its attributes).
 */
export function MediaPicture({ image, alt, lang, sizes, priority = false, className, style }: MediaPictureProps) {
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
  const img = <img src={image.src} alt={alt} lang={lang} width={image.width} height={image.height} {...loading} className={className} style={style} />;
  if (!image.sources.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
