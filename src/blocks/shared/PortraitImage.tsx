import type { Portrait } from '../../generated/schemas.ts';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { mediaImage } from '../../media/media.ts';
import classes from './PortraitImage.module.css';

interface PortraitImageProps {
  portrait: Portrait;
  /** Drawn size in px (width and height are set, so the layout never shifts when the image arrives). */
  size: number;
  className?: string;
  /** In the first screen (the home hero): fetched at once, at high priority, as the page's largest image. */
  eager?: boolean;
}

/** The portrait in a circle, a plain image (a page showing it pays no component's stylesheet). data-portrait keeps it out of the dark scheme's negative. */
export function PortraitImage({ portrait, size, className, eager = false }: PortraitImageProps) {
  const { localize, langOf } = useLanguage();
  // A photo comes as AVIF and WebP at the build's widths; the browser picks the one that fills `size` px.
  const image = mediaImage(portrait.file);
  const img = (
    <img
      src={image.src}
      alt={localize(portrait.alt)}
      // The alt text's language while it waits for this page's translation (lang applies to the attributes too).
      lang={langOf(portrait.alt)}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      data-portrait=""
      className={className ? `${classes.portrait} ${className}` : classes.portrait}
    />
  );
  if (!image.sources.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={`${size}px`} />
      ))}
      {img}
    </picture>
  );
}
