import { firstCandidate, imageSources, type ImageSources } from '@/lib/images/srcset';
import type { ImageUse } from '@/lib/storage/image-widths';

import { HeadImagePreload } from './head-image-preload';
import { Picture, type PictureProps } from './picture';

type ResponsiveImageProps = Omit<PictureProps, 'sources' | 'sizes'> & {
  /** Which widths the copies have (lib/storage/image-widths.ts). */
  use: ImageUse;
  sizes: string;
};

/**
 * Asks for the page's largest picture from the document's head, before the markup that shows it arrives. Only
 * browsers with AVIF act on it (`type`), and they are the ones whose `<picture>` takes the AVIF list, with the
 * same sizes: the file preloaded is the file shown.
 */
export function PicturePreload({ sources, sizes }: { sources: ImageSources; sizes: string }) {
  return <HeadImagePreload href={firstCandidate(sources.avif)} srcSet={sources.avif} sizes={sizes} />;
}

/**
 * A stored picture at the width the screen needs, in AVIF, made at upload; anything else (an SVG, a
 * static file) as it is. A priority picture is also preloaded.
 */
export function ResponsiveImage({ use, ...props }: ResponsiveImageProps) {
  const sources = imageSources(props.src, use);

  return (
    <>
      {props.isPriority && sources ? <PicturePreload sources={sources} sizes={props.sizes} /> : null}
      <Picture {...props} sources={sources} />
    </>
  );
}
