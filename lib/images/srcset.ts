import { IMAGE_USE_WIDTHS, type ImageUse, type ImageWidth, type VariantFormat } from '@/lib/storage/image-widths';
import { fileUrl } from '@/lib/storage/url';
import { hasImageVariants, variantKey } from '@/lib/storage/variant-keys';

/** The srcset of each `<source>` of a `<picture>`. */
export type ImageSources = { avif: string };

const FILES_PREFIX = '/files/';

/**
 * `srcset` of one format for a use: `/files/banners/abc.w640.avif 640w, …`. A width beyond the original's holds
 * the original's size (never enlarged), so the list is the same for every image and needs no lookup.
 */
export function imageSrcSet({ key, use, format }: { key: string; use: ImageUse; format: VariantFormat }): string {
  return IMAGE_USE_WIDTHS[use].map((width) => `${fileUrl(variantKey(key, width, format))} ${width}w`).join(', ');
}

/**
 * The storage key behind a public file address (the inverse of fileUrl), or null for any other address: a
 * static file under public/, another site.
 */
export function storedKeyFromUrl(url: string): string | null {
  if (!url.startsWith(FILES_PREFIX)) return null;
  try {
    const key = url.slice(FILES_PREFIX.length).split('/').map(decodeURIComponent).join('/');

    return fileUrl(key) === url ? key : null;
  } catch {
    // A malformed escape: not an address fileUrl wrote.
    return null;
  }
}

/** The srcset for a picture's address, or null when it has no resized copies (SVG, GIF, a static file). */
export function imageSources(url: string, use: ImageUse): ImageSources | null {
  const key = storedKeyFromUrl(url);
  if (!key || !hasImageVariants(key)) return null;

  return { avif: imageSrcSet({ key, use, format: 'avif' }) };
}

/**
 * The address of one AVIF copy of a stored picture, or the address itself when it has no copies: for small pictures
 * of one size (logos in a row), where a single file serves every screen and a srcset would only add bytes.
 */
export function imageCopyUrl(url: string, width: ImageWidth): string {
  const key = storedKeyFromUrl(url);

  return key && hasImageVariants(key) ? fileUrl(variantKey(key, width, 'avif')) : url;
}

/** The first address of a srcset: a preload's `href`, which browsers that read `imagesrcset` ignore. */
export function firstCandidate(srcSet: string): string {
  return srcSet.split(' ', 1)[0] ?? srcSet;
}
