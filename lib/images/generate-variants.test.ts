import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer as readAll } from 'node:stream/consumers';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { createLocalDiskStorage } from '@/lib/storage';
import { VARIANT_WIDTHS } from '@/lib/storage/image-widths';
import { imageVariantKeys, variantKey } from '@/lib/storage/variant-keys';

import { generateImageVariant, generateImageVariants, outputWidth } from './generate-variants';

const root = mkdtempSync(path.join(tmpdir(), 'image-variants-'));
const storage = createLocalDiskStorage(root);

afterAll(() => rmSync(root, { recursive: true, force: true }));

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2f6f4f' } });
}

async function stored(key: string) {
  const stream = await storage.open(key);
  if (!stream) return null;
  const metadata = await sharp(await readAll(stream)).metadata();

  return { width: metadata.autoOrient.width, format: metadata.format, compression: metadata.compression };
}

describe('generateImageVariants', () => {
  it('writes AVIF and WebP at every width, none larger than the original', async () => {
    await storage.put('banners/wide.jpg', await picture(1200, 500).jpeg().toBuffer(), { contentType: 'image/jpeg' });

    const written = await generateImageVariants({ key: 'banners/wide.jpg', storage });

    expect(written.sort()).toEqual(imageVariantKeys('banners/wide.jpg').sort());
    // 1080 is within 15% of 1200: it holds the original's size, as the wider ones do.
    const expected: Record<number, number> = { 320: 320, 640: 640, 1080: 1200, 1600: 1200, 2400: 1200 };
    for (const width of VARIANT_WIDTHS) {
      const avif = await stored(variantKey('banners/wide.jpg', width, 'avif'));
      // libvips reports AVIF as HEIF with AV1 compression.
      expect(avif).toEqual({ width: expected[width], format: 'heif', compression: 'av1' });
    }
  });

  it('writes only the widths of a use when told it', async () => {
    await storage.put('news/cover.jpg', await picture(730, 455).jpeg().toBuffer(), { contentType: 'image/jpeg' });

    const written = await generateImageVariants({ key: 'news/cover.jpg', storage, use: 'cover' });

    expect(written.sort()).toEqual(['news/cover.w1080.avif', 'news/cover.w1600.avif', 'news/cover.w640.avif']);
    expect((await stored('news/cover.w640.avif'))?.width).toBe(730);
  });

  it('uses the bytes it is given and keeps a logo’s transparency', async () => {
    const logo = await sharp({
      create: { width: 480, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await storage.put('logos/clear.png', logo, { contentType: 'image/png' });

    await generateImageVariants({ key: 'logos/clear.png', storage, source: logo });

    const stream = await storage.open('logos/clear.w320.avif');
    const metadata = stream ? await sharp(await readAll(stream)).metadata() : null;
    expect(metadata).toMatchObject({ width: 320, height: 200, hasAlpha: true });
    expect((await stored('logos/clear.w2400.avif'))?.width).toBe(480);
  });

  it('sizes a picture upright when its EXIF says it is turned', async () => {
    const turned = await picture(400, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await storage.put('news/turned.jpg', turned, { contentType: 'image/jpeg' });

    await generateImageVariants({ key: 'news/turned.jpg', storage });

    expect((await stored('news/turned.w320.avif'))?.width).toBe(100);
  });

  it('writes nothing for GIF, private files and copies', async () => {
    expect(await generateImageVariants({ key: 'admin/images/a.gif', storage })).toEqual([]);
    expect(await generateImageVariants({ key: 'private/assessment/a.png', storage })).toEqual([]);
    expect(await generateImageVariants({ key: 'banners/wide.w640.avif', storage })).toEqual([]);
  });

  it('fails when the original is missing', async () => {
    await expect(generateImageVariants({ key: 'banners/missing.jpg', storage })).rejects.toThrow(/No stored original/);
  });
});

describe('outputWidth', () => {
  it('keeps a width clearly under the original, else takes the original’s', () => {
    expect(outputWidth(640, 1460)).toBe(640);
    expect(outputWidth(640, 730)).toBe(730);
    expect(outputWidth(2400, 1460)).toBe(1460);
    expect(outputWidth(320, 320)).toBe(320);
  });
});

describe('generateImageVariant', () => {
  it('writes one missing copy from whichever original exists', async () => {
    await storage.put('about/old.png', await picture(500, 500).png().toBuffer(), { contentType: 'image/png' });

    expect(await generateImageVariant({ key: 'about/old.w320.avif', storage })).toBe(true);
    expect(await stored('about/old.w320.avif')).toMatchObject({ width: 320, format: 'heif' });
    expect(await generateImageVariant({ key: 'about/old.w1080.avif', storage })).toBe(true);
    expect((await stored('about/old.w1080.avif'))?.width).toBe(500);
    expect(await storage.stat('about/old.w640.avif')).toBeNull();
  });

  it('answers false without an original or for a key that names no copy', async () => {
    expect(await generateImageVariant({ key: 'about/none.w320.avif', storage })).toBe(false);
    expect(await generateImageVariant({ key: 'about/old.png', storage })).toBe(false);
    expect(await generateImageVariant({ key: 'about/old.w333.avif', storage })).toBe(false);
  });
});
