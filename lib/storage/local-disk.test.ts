import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { afterAll, describe, expect, it } from 'vitest';

import { InvalidStorageKeyError, isValidKey } from './keys';
import { createLocalDiskStorage } from './local-disk';
import { UploadTooLargeError } from './types';

const root = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
const storage = createLocalDiskStorage(path.join(root, 'uploads'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function readAll(key: string, range?: { start: number; end: number }): Promise<string | null> {
  const stream = await storage.open(key, range);

  return stream ? text(stream) : null;
}

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

describe('local disk storage', () => {
  it('puts a buffer, stats, streams and deletes it', async () => {
    const info = await storage.put('docs/hello.txt', Buffer.from('hello storage'), { contentType: 'text/plain' });
    expect(info.size).toBe(13);
    expect((await storage.stat('docs/hello.txt'))?.size).toBe(13);
    expect(await readAll('docs/hello.txt')).toBe('hello storage');

    expect(await storage.delete('docs/hello.txt')).toBe(true);
    expect(await storage.stat('docs/hello.txt')).toBeNull();
    expect(await storage.open('docs/hello.txt')).toBeNull();
    expect(await storage.delete('docs/hello.txt')).toBe(false);
  });

  it('reads a byte range', async () => {
    await storage.put('docs/digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
    expect(await readAll('docs/digits.txt', { start: 2, end: 5 })).toBe('2345');
    expect(await readAll('docs/digits.txt', { start: 9, end: 9 })).toBe('9');
  });

  it('stores a stream chunk by chunk', async () => {
    const chunks = Array.from({ length: 64 }, (_, index) => Buffer.alloc(16 * 1024, index));
    const info = await storage.put('video/big.bin', Readable.from(chunks), { contentType: 'application/octet-stream' });
    expect(info.size).toBe(64 * 16 * 1024);
  });

  it('stops a stream over the size limit and leaves no partial file', async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1024));
    await expect(
      storage.put('limited/too-big.bin', Readable.from(chunks), { contentType: 'application/octet-stream', maxBytes: 4096 }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(readdirSync(path.join(root, 'uploads', 'limited'))).toEqual([]);
  });

  it('refuses keys that leave the storage folder', async () => {
    await expect(storage.put('../outside.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.open('/etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.stat('a/../../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('a\\b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
