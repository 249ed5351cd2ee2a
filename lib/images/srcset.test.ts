import { describe, expect, it } from 'vitest';

import { fileUrl } from '@/lib/storage/url';

import { imageCopyUrl, imageSources, imageSrcSet, storedKeyFromUrl } from './srcset';

describe('imageSrcSet', () => {
  it('lists the use’s widths of one format', () => {
    expect(imageSrcSet({ key: 'banners/abc.jpg', use: 'banner', format: 'avif' })).toBe(
      '/files/banners/abc.w640.avif 640w, /files/banners/abc.w1080.avif 1080w, /files/banners/abc.w1600.avif 1600w, /files/banners/abc.w2400.avif 2400w',
    );
    expect(imageSrcSet({ key: 'logos/seed-01.png', use: 'card', format: 'avif' })).toBe(
      '/files/logos/seed-01.w320.avif 320w, /files/logos/seed-01.w640.avif 640w',
    );
  });
});

describe('storedKeyFromUrl', () => {
  it('inverts fileUrl', () => {
    for (const key of ['news/seed-001.jpg', 'admin/images/0f3e_x-y.png'])
      expect(storedKeyFromUrl(fileUrl(key))).toBe(key);
  });

  it('refuses addresses fileUrl does not write', () => {
    expect(storedKeyFromUrl('/images/logo.svg')).toBeNull();
    expect(storedKeyFromUrl('https://example.com/files/a.jpg')).toBeNull();
    expect(storedKeyFromUrl('/files/a%2Fb.jpg')).toBeNull();
    expect(storedKeyFromUrl('/files/%E0%A4%A.jpg')).toBeNull();
  });
});

describe('imageSources', () => {
  it('gives the AVIF srcset for a stored picture', () => {
    expect(imageSources('/files/news/seed-001.jpg', 'card')).toEqual({
      avif: '/files/news/seed-001.w320.avif 320w, /files/news/seed-001.w640.avif 640w',
    });
  });

  it('gives none for static files, GIF and other sites', () => {
    expect(imageSources('/images/logo.svg', 'card')).toBeNull();
    expect(imageSources('/files/admin/images/a.gif', 'cover')).toBeNull();
    expect(imageSources('https://example.com/a.jpg', 'cover')).toBeNull();
  });
});

describe('imageCopyUrl', () => {
  it('names one AVIF copy of a stored picture, and leaves other addresses as they are', () => {
    expect(imageCopyUrl('/files/conference/sponsor-1.png', 320)).toBe('/files/conference/sponsor-1.w320.avif');
    expect(imageCopyUrl('/images/logo.svg', 320)).toBe('/images/logo.svg');
  });
});
