import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { afterAll, describe, expect, it } from 'vitest';

import { isValidKey } from './keys';
import { createLocalDiskStorage } from './local-disk';
import { describeStorageContract } from './storage-contract';
import { UploadTooLargeError } from './types';

const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
const storage = createLocalDiskStorage(path.join(root, 'uploads'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it.each(['news/4f9c2e.jpg', 'a/b/c.pdf', 'banner_1.jpg', 'seed/news-01.jpg'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '../etc/passwd',
    'news/../../secret',
    'news/..',
    '/etc/passwd',
    'news\\evil.jpg',
    'news/a\0.jpg',
    'news//a.jpg',
    'news/.hidden',
    '',
    'news/',
    'C:/x.jpg',
  ])('rejects %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });
});

describeStorageContract('local disk', () => storage);

describe('local disk storage', () => {
  it('leaves no temporary file behind when a stream goes over the size limit', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1024));
    await expect(
      storage.put('refused/too-big.bin', Readable.from(chunks), {
        contentType: 'application/octet-stream',
        maxBytes: 4096,
      }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(readdirSync(path.join(root, 'uploads', 'refused'))).toEqual([]);
  });
});
