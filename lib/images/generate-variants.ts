import 'server-only';

import { buffer as readAll } from 'node:stream/consumers';

import { logger } from '@/lib/observability/logger';
import { contentTypeForKey, type Storage, storage as defaultStorage } from '@/lib/storage';
import { IMAGE_USE_WIDTHS, type ImageUse, VARIANT_FORMATS, VARIANT_WIDTHS } from '@/lib/storage/image-widths';
import { hasImageVariants, originalKeyCandidates, parseVariantKey, variantKey } from '@/lib/storage/variant-keys';

import { openImage } from './open-image';

/** Well above the 10 MB the back-office accepts: an original this large is not read into memory. */
const MAX_SOURCE_BYTES = 32 * 1024 * 1024;

/**
 * A copy this close to its original's width holds the original's size instead: barely fewer bytes, and the
 * encoding (most of an upload's wait and of a fresh start's seeding) saved.
 */
const MIN_REDUCTION = 0.85;

type Source = { data: Buffer; width: number; isFlat: boolean };
type Encoding = { isQuick: boolean };

/** The width a copy listed as `width` has: its own when clearly smaller than the original's, else the original's. */
export function outputWidth(width: number, originalWidth: number): number {
  return width < originalWidth * MIN_REDUCTION ? width : originalWidth;
}

async function readOriginal(storage: Storage, key: string): Promise<Buffer | null> {
  const info = await storage.stat(key);
  if (!info) return null;
  if (info.size > MAX_SOURCE_BYTES) throw new Error(`Image too large for resized copies: ${key} (${info.size} bytes)`);
  const stream = await storage.open(key);

  return stream ? readAll(stream) : null;
}

async function describe(data: Buffer): Promise<Source> {
  const metadata = await openImage(data).metadata();

  // PNG originals are mostly flat graphics (logos, lettering), whose coloured edges chroma subsampling blurs.
  return { data, width: metadata.autoOrient.width, isFlat: metadata.format === 'png' };
}

/**
 * One resized copy (AVIF, VARIANT_FORMATS). Effort 2: effort 3 took twice the time for 2 to 5% smaller files on our pictures, and
 * uploads wait for these; a quick encoding (effort 1) takes a third less time for about 16% larger files. Turned
 * upright from EXIF first, since the copies carry no metadata.
 */
function encode(source: Source, width: number, { isQuick }: Encoding): Promise<Buffer> {
  const resized = openImage(source.data, { autoOrient: true }).resize({
    width: outputWidth(width, source.width),
    withoutEnlargement: true,
  });
  const chromaSubsampling = source.isFlat ? '4:4:4' : '4:2:0';

  return resized.avif({ quality: source.isFlat ? 65 : 55, effort: isQuick ? 1 : 2, chromaSubsampling }).toBuffer();
}

type GenerateImageVariantsOptions = {
  /** The stored original, e.g. `banners/abc.jpg`. */
  key: string;
  storage?: Storage;
  /** The original's bytes when the caller has them already (seeding), to skip reading them back. */
  source?: Buffer;
  /**
   * The one way the image is shown, when the caller knows it (seeding): only that use's widths are written. An
   * upload does not say where it will appear, so it gets every width.
   */
  use?: ImageUse;
  /**
   * Encode quickly rather than small: for the seeded demo pictures, where a fresh start's wait matters more than
   * the last bytes. Uploads are encoded once and downloaded by every visitor, so they take the smaller encoding.
   */
  isQuick?: boolean;
};

/**
 * Writes AVIF copies of a stored image at every width of VARIANT_WIDTHS (or of its use), under keys
 * derived from the original's (`banners/abc.w640.avif`), and returns those keys. Widths past (or just under) the
 * original's get the original's own size, never enlarged: srcset lists then stay the same for every image (no
 * lookup when a page renders) and every address in them exists. Kinds without copies (GIF, private files) get none.
 */
export async function generateImageVariants({
  key,
  storage = defaultStorage,
  source,
  use,
  isQuick = false,
}: GenerateImageVariantsOptions): Promise<string[]> {
  if (!hasImageVariants(key)) return [];
  const data = source ?? (await readOriginal(storage, key));
  if (!data) throw new Error(`No stored original to resize: ${key}`);
  const described = await describe(data);

  // Widths at, past or just under the original's all hold the same picture: encode it once, store it under each.
  const widthsByOutput = new Map<number, number[]>();
  for (const width of use ? IMAGE_USE_WIDTHS[use] : VARIANT_WIDTHS) {
    const output = outputWidth(width, described.width);
    widthsByOutput.set(output, [...(widthsByOutput.get(output) ?? []), width]);
  }

  const written: string[] = [];
  for (const [output, widths] of widthsByOutput) {
    await Promise.all(
      VARIANT_FORMATS.map(async (format) => {
        const encoded = await encode(described, output, { isQuick });
        for (const width of widths) {
          const target = variantKey(key, width, format);
          await storage.put(target, encoded, { contentType: contentTypeForKey(target) });
          written.push(target);
        }
      }),
    );
  }

  return written;
}

/**
 * Writes the copies of a just-stored image, logging instead of throwing: the upload (or the seeded file) is kept
 * either way, and a copy still missing is made by the files route when first asked for.
 */
export async function generateImageVariantsSafely(options: GenerateImageVariantsOptions): Promise<void> {
  try {
    await generateImageVariants(options);
  } catch (error) {
    logger.error({ err: error, key: options.key }, 'Could not write the resized copies');
  }
}

/**
 * Writes one missing copy from its original (the files route's fallback for images stored before copies were
 * made). False when the key names no copy or its original does not exist.
 */
export async function generateImageVariant({
  key,
  storage = defaultStorage,
}: {
  key: string;
  storage?: Storage;
}): Promise<boolean> {
  const parsed = parseVariantKey(key);
  if (!parsed) return false;
  for (const candidate of originalKeyCandidates(parsed)) {
    if (!hasImageVariants(candidate)) continue;
    const data = await readOriginal(storage, candidate);
    if (!data) continue;
    const encoded = await encode(await describe(data), parsed.width, { isQuick: false });
    await storage.put(key, encoded, { contentType: contentTypeForKey(key) });

    return true;
  }

  return false;
}
