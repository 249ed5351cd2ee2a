import sharp, { type Sharp, type SharpOptions } from 'sharp';

/**
 * The most pixels any picture of ours may decode to: 40 megapixels, past a 7000 x 5000 photo. A small file can
 * declare a huge canvas (a decompression bomb); sharp refuses such an input instead of allocating its pixels.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Every sharp pipeline that reads an input starts here, so none decodes past MAX_INPUT_PIXELS. */
export function openImage(input: Buffer | Uint8Array, options: SharpOptions = {}): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...options });
}

/** A picture's size from its header, without decoding it; null when sharp cannot read it as a picture. */
export async function imageSize(input: Buffer | Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await openImage(input).metadata();

    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
