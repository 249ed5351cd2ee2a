/*
 * The keys of a picture's resized copies, which lib/images makes and serves. They are named here, beside the other
 * key rules, so that discarding a stored file (discard.ts) takes its copies along.
 */

import { VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from './image-widths';
import { isPrivateKey } from './private-keys';

/**
 * Stored kinds that get resized copies. GIF is left out (its frames would be lost) and so is anything that is not
 * a raster picture; such files are shown as they are.
 */
const SOURCE_EXTENSIONS = ['jpg', 'png', 'webp', 'avif'] as const;

const VARIANT_PATTERN = new RegExp(`^(.+)\\.w(\\d{1,5})\\.(${VARIANT_FORMATS.join('|')})$`);

export type ParsedVariantKey = { stem: string; width: number; format: VariantFormat };

function splitExtension(key: string): { stem: string; extension: string } | null {
  const dot = key.lastIndexOf('.');
  if (dot <= key.lastIndexOf('/') + 1) return null;

  return { stem: key.slice(0, dot), extension: key.slice(dot + 1).toLowerCase() };
}

function isFormat(value: string): value is VariantFormat {
  return (VARIANT_FORMATS as readonly string[]).includes(value);
}

/** `banners/abc.w640.avif` -> its stem, width and format; null for any other key (or a width we never write). */
export function parseVariantKey(key: string): ParsedVariantKey | null {
  const match = VARIANT_PATTERN.exec(key);
  const [, stem, width, format] = match ?? [];
  if (!stem || !width || !format || !isFormat(format) || !VARIANT_WIDTHS.includes(Number(width))) return null;

  return { stem, width: Number(width), format };
}

/** Whether a stored public picture gets resized copies: a raster kind, not itself a copy, not a private file. */
export function hasImageVariants(key: string): boolean {
  const parts = splitExtension(key);

  return (
    parts !== null &&
    (SOURCE_EXTENSIONS as readonly string[]).includes(parts.extension) &&
    !isPrivateKey(key) &&
    parseVariantKey(key) === null
  );
}

/** The key of one resized copy: `banners/abc.jpg` at 640 px as AVIF is `banners/abc.w640.avif`. */
export function variantKey(key: string, width: number, format: VariantFormat): string {
  const parts = splitExtension(key);

  return `${parts ? parts.stem : key}.w${width}.${format}`;
}

/** Every copy an image has (none for kinds without copies): what is generated, and deleted with the image. */
export function imageVariantKeys(key: string): string[] {
  if (!hasImageVariants(key)) return [];

  return VARIANT_FORMATS.flatMap((format) => VARIANT_WIDTHS.map((width) => variantKey(key, width, format)));
}

/** The given keys followed by their images' copies, for discarding a replaced or deleted file completely. */
export function withImageVariants(keys: readonly string[]): string[] {
  return [...keys, ...keys.flatMap(imageVariantKeys)];
}

/**
 * The keys a copy's original may have. The copy's name drops the original's extension (to stay short in every
 * srcset), so the few possible kinds are tried; keys are random, so at most one of them exists.
 */
export function originalKeyCandidates(parsed: ParsedVariantKey): string[] {
  return SOURCE_EXTENSIONS.map((extension) => `${parsed.stem}.${extension}`);
}
