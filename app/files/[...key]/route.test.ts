import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The storage root comes from DATA_DIR when lib/env is first imported, hence the imports below come after.
const dataDir = mkdtempSync(path.join(tmpdir(), 'files-route-'));
process.env.DATA_DIR = dataDir;

const { storage } = await import('@/lib/storage');
const { GET, HEAD } = await import('./route');

const KEY = 'news/0123456789abcdef0123456789abcdef.jpg';
const CONTENT = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

function call(handler: typeof GET, key: string[], headers: Record<string, string> = {}): Promise<Response> {
  const url = `http://localhost/files/${key.join('/')}`;

  return handler(new Request(url, { headers }), { params: Promise.resolve({ key }) });
}

beforeAll(async () => {
  await storage.put(KEY, CONTENT, { contentType: 'image/jpeg' });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('GET /files/[...key]', () => {
  it('serves the whole file with long-lived cache headers', async () => {
    const response = await call(GET, ['news', '0123456789abcdef0123456789abcdef.jpg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(CONTENT)).toBe(true);
  });

  it('serves one byte range with 206', async () => {
    const response = await call(GET, KEY.split('/'), { Range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await response.arrayBuffer()).equals(CONTENT.subarray(100, 200))).toBe(true);
  });

  it('answers 416 for a range beyond the end', async () => {
    const response = await call(GET, KEY.split('/'), { Range: 'bytes=5000-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers 304 when the client has the same version', async () => {
    const first = await call(GET, KEY.split('/'));
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    expect((await call(GET, KEY.split('/'), { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 404 for a missing file and for keys outside the storage', async () => {
    expect((await call(GET, ['news', 'missing.jpg'])).status).toBe(404);
    expect((await call(GET, ['..', '..', 'etc', 'passwd'])).status).toBe(404);
    expect((await call(GET, ['news', '..%2F..%2Fsecret'])).status).toBe(404);
    expect((await call(GET, ['news', '.hidden.part'])).status).toBe(404);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await call(HEAD, KEY.split('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.body).toBeNull();
  });
});

describe('GET /files/[...key] for resized copies', () => {
  const ORIGINAL = 'banners/0123456789abcdef0123456789abcdef.png';

  beforeAll(async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await storage.put(ORIGINAL, png, { contentType: 'image/png' });
  });

  it('makes a copy an older image lacks once, stores it and serves it long-cached', async () => {
    const key = ['banners', '0123456789abcdef0123456789abcdef.w640.avif'];
    const [first, second] = await Promise.all([call(GET, key), call(GET, key)]);

    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const [body] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect((await sharp(Buffer.from(body)).metadata()).width).toBe(640);
    expect(await storage.stat(key.join('/'))).not.toBeNull();
  });

  it('never enlarges: a width past the original holds the original’s size', async () => {
    const response = await call(GET, ['banners', '0123456789abcdef0123456789abcdef.w1600.avif']);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(900);
  });

  it('answers 404 without an original, for widths never written and for private files', async () => {
    expect((await call(GET, ['banners', 'missing.w640.avif'])).status).toBe(404);
    expect((await call(GET, ['banners', '0123456789abcdef0123456789abcdef.w700.avif'])).status).toBe(404);
    await storage.put(
      'private/assessment/a.png',
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      {
        contentType: 'image/png',
      },
    );
    expect((await call(GET, ['private', 'assessment', 'a.w320.avif'])).status).toBe(404);
    expect(await storage.stat('private/assessment/a.w320.avif')).toBeNull();
  });
});
