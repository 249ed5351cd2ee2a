import { describe, expect, it } from 'vitest';

import { VARIANT_WIDTHS } from './image-widths';
import {
  hasImageVariants,
  imageVariantKeys,
  originalKeyCandidates,
  parseVariantKey,
  variantKey,
  withImageVariants,
} from './variant-keys';

describe('variant keys', () => {
  it('derives a copy key from the original key', () => {
    expect(variantKey('banners/abc.jpg', 640, 'avif')).toBe('banners/abc.w640.avif');
    expect(variantKey('admin/images/0f3e.png', 1600, 'avif')).toBe('admin/images/0f3e.w1600.avif');
  });

  it('parses copy keys back, only for widths and formats that are written', () => {
    expect(parseVariantKey('banners/abc.w640.avif')).toEqual({ stem: 'banners/abc', width: 640, format: 'avif' });
    expect(parseVariantKey('banners/abc.w2400.avif')).toEqual({ stem: 'banners/abc', width: 2400, format: 'avif' });
    expect(parseVariantKey('banners/abc.w640.webp')).toBeNull();
    expect(parseVariantKey('banners/abc.w641.avif')).toBeNull();
    expect(parseVariantKey('banners/abc.w640.png')).toBeNull();
    expect(parseVariantKey('banners/abc.jpg')).toBeNull();
  });

  it('gives copies to stored raster pictures only', () => {
    expect(hasImageVariants('news/seed-001.jpg')).toBe(true);
    expect(hasImageVariants('logos/seed-01.png')).toBe(true);
    expect(hasImageVariants('admin/images/a.webp')).toBe(true);
    expect(hasImageVariants('admin/images/a.gif')).toBe(false);
    expect(hasImageVariants('images/logo.svg')).toBe(false);
    expect(hasImageVariants('reports/seed-01.pdf')).toBe(false);
    expect(hasImageVariants('private/assessment/proof.png')).toBe(false);
    expect(hasImageVariants('banners/abc.w640.avif')).toBe(false);
    expect(hasImageVariants('banners/noextension')).toBe(false);
  });

  it('lists every copy of an image, and adds them to keys being discarded', () => {
    const keys = imageVariantKeys('banners/abc.jpg');
    expect(keys).toHaveLength(VARIANT_WIDTHS.length);
    expect(keys).toContain('banners/abc.w320.avif');
    expect(keys).toContain('banners/abc.w2400.avif');
    expect(imageVariantKeys('reports/a.pdf')).toEqual([]);
    expect(withImageVariants(['reports/a.pdf', 'reports/a.jpg'])).toEqual([
      'reports/a.pdf',
      'reports/a.jpg',
      ...imageVariantKeys('reports/a.jpg'),
    ]);
  });

  it('names the originals a copy may come from', () => {
    const parsed = parseVariantKey('news/abc.w320.avif');
    expect(parsed && originalKeyCandidates(parsed)).toEqual([
      'news/abc.jpg',
      'news/abc.png',
      'news/abc.webp',
      'news/abc.avif',
    ]);
  });
});
