import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { afterAll, describe, expect, it } from 'vitest';

import { createLocalDiskStorage, type Storage } from '@/lib/storage';

import { serveImageFile } from './serve-image-file';

const root = mkdtempSync(path.join(tmpdir(), 'serve-image-'));
const disk = createLocalDiskStorage(root);
const opened: Readable[] = [];
/** The disk storage, keeping every stream it opens so that the test can see whether it was closed. */
const storage: Storage = {
  ...disk,
  open: async (key, range) => {
    const stream = await disk.open(key, range);
    if (stream) opened.push(stream);

    return stream;
  },
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('serveImageFile', () => {
  it('closes the stored file when the client has gone before the body is sent', async () => {
    await storage.put('news/a.jpg', Buffer.alloc(64 * 1024, 1), { contentType: 'image/jpeg' });
    const controller = new AbortController();
    const request = new Request('http://localhost/files/news/a.jpg', { signal: controller.signal });

    const response = await serveImageFile({ request, key: 'news/a.jpg', hasBody: true, storage });
    controller.abort();
    await new Promise((resolve) => setImmediate(resolve));

    expect(response.status).toBe(200);
    expect(opened.at(-1)?.destroyed).toBe(true);
  });

  it('sends the whole body to a client that stays', async () => {
    const request = new Request('http://localhost/files/news/a.jpg');

    const response = await serveImageFile({ request, key: 'news/a.jpg', hasBody: true, storage });

    expect((await response.arrayBuffer()).byteLength).toBe(64 * 1024);
  });
});
