import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMAGE_KINDS, PDF_KINDS, VIDEO_KINDS } from './file-types';
import { createLocalDiskStorage } from './local-disk';
import { statusOf } from '@/lib/http/reasons';

import { saveUpload, UPLOAD_ERROR_REASON } from './upload';

const root = mkdtempSync(path.join(tmpdir(), 'upload-test-'));
const storage = createLocalDiskStorage(path.join(root, 'uploads'));
const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f7d32' } })
    .png()
    .toBuffer();
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('saveUpload', () => {
  it('names the file by its content, not by any claimed name', async () => {
    const result = await saveUpload({ folder: 'news', data: png, allowed: IMAGE_KINDS, storage });
    expect(result).toMatchObject({ ok: true, kind: 'png', contentType: 'image/png', size: png.length });
    if (!result.ok) return;
    expect(result.key).toMatch(/^news\/[0-9a-f]{32}\.png$/);
    expect((await storage.stat(result.key))?.size).toBe(png.length);
  });

  it('refuses content of a kind that is not allowed', async () => {
    expect(await saveUpload({ folder: 'news', data: MINIMAL_PDF, allowed: IMAGE_KINDS, storage })).toEqual({
      ok: false,
      error: 'unsupported_type',
    });
    expect(
      await saveUpload({ folder: 'news', data: Buffer.from('<svg onload="x()"/>'), allowed: IMAGE_KINDS, storage }),
    ).toEqual({
      ok: false,
      error: 'unsupported_type',
    });
    expect(statusOf(UPLOAD_ERROR_REASON.unsupported_type)).toBe(415);
  });

  it('streams a large upload through to storage', async () => {
    const body = [MINIMAL_PDF, ...Array.from({ length: 200 }, () => Buffer.alloc(64 * 1024, 32))];
    const total = body.reduce((sum, chunk) => sum + chunk.length, 0);
    const result = await saveUpload({ folder: 'documents', data: Readable.from(body), allowed: PDF_KINDS, storage });
    expect(result).toMatchObject({ ok: true, kind: 'pdf', size: total });
  });

  it('accepts a web stream (a request body)', async () => {
    const result = await saveUpload({
      folder: 'documents',
      data: new Blob([MINIMAL_PDF]).stream(),
      allowed: PDF_KINDS,
      storage,
    });
    expect(result).toMatchObject({ ok: true, kind: 'pdf' });
  });

  it('refuses a stream of the wrong kind and one that is too large', async () => {
    const wrongKind = await saveUpload({ folder: 'videos', data: Readable.from([png]), allowed: VIDEO_KINDS, storage });
    expect(wrongKind).toEqual({ ok: false, error: 'unsupported_type' });

    const body = [MINIMAL_PDF, ...Array.from({ length: 20 }, () => Buffer.alloc(1024))];
    const tooLarge = await saveUpload({
      folder: 'big',
      data: Readable.from(body),
      allowed: PDF_KINDS,
      maxBytes: 8192,
      storage,
    });
    expect(tooLarge).toEqual({ ok: false, error: 'too_large' });
    expect(readdirSync(path.join(root, 'uploads', 'big'))).toEqual([]);
  });
});
