import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/observability/logger';

import { discardStoredFiles } from './discard';
import { createLocalDiskStorage } from './local-disk';

const root = mkdtempSync(path.join(tmpdir(), 'discard-test-'));
const storage = createLocalDiskStorage(path.join(root, 'uploads'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('discardStoredFiles', () => {
  it('deletes every given file and ignores empty or missing keys', async () => {
    await storage.put('reports/a.pdf', Buffer.from('a'), { contentType: 'application/pdf' });
    await storage.put('reports/b.jpg', Buffer.from('b'), { contentType: 'image/jpeg' });

    await discardStoredFiles(['reports/a.pdf', 'reports/b.jpg', '', 'reports/missing.pdf', 'reports/a.pdf'], storage);

    expect(await storage.stat('reports/a.pdf')).toBeNull();
    expect(await storage.stat('reports/b.jpg')).toBeNull();
  });

  it("takes a picture's resized copies with it", async () => {
    const copies = ['banners/d.w640.avif', 'banners/d.w1080.avif', 'banners/d.w2400.avif'];
    for (const key of ['banners/d.jpg', ...copies])
      await storage.put(key, Buffer.from('d'), { contentType: 'image/jpeg' });

    await discardStoredFiles(['banners/d.jpg'], storage);

    for (const key of ['banners/d.jpg', ...copies]) expect(await storage.stat(key)).toBeNull();
  });

  it('logs a key it cannot delete instead of failing the finished write', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await storage.put('reports/c.pdf', Buffer.from('c'), { contentType: 'application/pdf' });

    await expect(discardStoredFiles(['../outside', 'reports/c.pdf'], storage)).resolves.toBeUndefined();

    expect(await storage.stat('reports/c.pdf')).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
