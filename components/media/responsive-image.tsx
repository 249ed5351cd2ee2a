import { preload } from 'react-dom';

import { firstCandidate, imageSources, type ImageSources } from '@/lib/images/srcset';
import type { ImageUse } from '@/lib/images/widths';

import { Picture, type PictureProps } from './picture';

type ResponsiveImageProps = Omit<PictureProps, 'sources' | 'sizes'> & {
  /** Which widths the copies have (lib/images/widths.ts). */
  use: ImageUse;
  sizes: string;
};

/**
 * Asks for the page's largest picture from the document's head, before the markup that shows it arrives. Only
 * browsers with AVIF act on it (`type`), and they are the ones whose `<picture>` takes the AVIF list, with the
 * same sizes: the file preloaded is the file shown.
 */
export function preloadPicture({ sources, sizes }: { sources: ImageSources; sizes: string }): void {
  preload(firstCandidate(sources.avif), {
    as: 'image',
    imageSrcSet: sources.avif,
    imageSizes: sizes,
    type: 'image/avif',
    fetchPriority: 'high',
  });
}

/**
 * A stored picture at the width the screen needs, in AVIF, made at upload; anything else (an SVG, a
 * static file) as it is. A priority picture is also preloaded.
 */
export function ResponsiveImage({ use, ...props }: ResponsiveImageProps) {
  const sources = imageSources(props.src, use);
  if (props.isPriority && sources) preloadPicture({ sources, sizes: props.sizes });

  return <Picture {...props} sources={sources} />;
}
