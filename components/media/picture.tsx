import type { ImageSources } from '@/lib/images/srcset';

export type PictureProps = {
  /** The original: what a browser without AVIF shows, and the only file of an image without copies. */
  src: string;
  alt: string;
  /** The copies' srcsets, or null for an image without copies (SVG, GIF, a static file): a plain `<img>` then. */
  sources: ImageSources | null;
  /** How wide the box is at each breakpoint, as in the `sizes` attribute; required with sources. */
  sizes?: string;
  width?: number;
  height?: number;
  className?: string;
  /** Covers its positioned parent (absolute, full size): the parent's box sets the size. */
  isFill?: boolean;
  /** The page's largest picture: loaded at once and first, not when scrolled near. */
  isPriority?: boolean;
};

/**
 * The props that have a value: a prop given as undefined still takes a place in the page's payload (`$undefined`),
 * once per picture.
 */
function definedOnly<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * An image whose sizes were made at upload (lib/images): the browser picks the format and width it needs from the
 * `<source>` lists and no request waits for a resize. Renders in server and client components alike.
 */
export function Picture({
  src,
  alt,
  sources,
  sizes,
  width,
  height,
  className,
  isFill = false,
  isPriority = false,
}: PictureProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the copies are made at upload, not by the optimiser
    <img
      src={src}
      alt={alt}
      {...definedOnly({ width, height, className: isFill ? `img-fill ${className ?? ''}`.trim() : className })}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      {...(isPriority ? { fetchPriority: 'high' } : {})}
    />
  );
  if (!sources) return image;

  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {image}
    </picture>
  );
}
