import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { InvalidStorageKeyError } from './keys';
import { serveStoredFile } from './serve-file';
import { type ByteRange, type Storage, UploadTooLargeError } from './types';

/** SHA-256 of everything a stream yields, in hex. */
export async function sha256(stream: AsyncIterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);

  return hash.digest('hex');
}

/**
 * What every Storage driver must do alike, registered as one describe block per driver by its own test file.
 * getStorage is called inside the tests, so a driver whose server only starts in beforeAll can be handed over.
 */
export function describeStorageContract(name: string, getStorage: () => Storage): void {
  async function readAll(key: string, range?: ByteRange): Promise<string | null> {
    const stream = await getStorage().open(key, range);

    return stream ? text(stream) : null;
  }

  const binary = { contentType: 'application/octet-stream' };

  describe(`${name} storage (shared contract)`, () => {
    it('puts a buffer, stats, streams and deletes it', async () => {
      const storage = getStorage();
      const info = await storage.put('docs/hello.txt', Buffer.from('hello storage'), { contentType: 'text/plain' });
      expect(info.size).toBe(13);
      expect(info.modifiedAt).toBeInstanceOf(Date);
      expect(await storage.stat('docs/hello.txt')).toEqual(info);
      expect(await readAll('docs/hello.txt')).toBe('hello storage');

      expect(await storage.delete('docs/hello.txt')).toBe(true);
      expect(await storage.stat('docs/hello.txt')).toBeNull();
      expect(await storage.open('docs/hello.txt')).toBeNull();
      expect(await storage.delete('docs/hello.txt')).toBe(false);
    });

    it('answers null and false for a key that was never stored', async () => {
      const storage = getStorage();
      expect(await storage.stat('docs/never.txt')).toBeNull();
      expect(await storage.open('docs/never.txt')).toBeNull();
      expect(await storage.open('docs/never.txt', { start: 0, end: 1 })).toBeNull();
      expect(await storage.delete('docs/never.txt')).toBe(false);
    });

    it('reads a byte range', async () => {
      await getStorage().put('docs/digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
      expect(await readAll('docs/digits.txt', { start: 2, end: 5 })).toBe('2345');
      expect(await readAll('docs/digits.txt', { start: 9, end: 9 })).toBe('9');
      expect(await readAll('docs/digits.txt', { start: 0, end: 1 })).toBe('01');
    });

    it('stores a stream chunk by chunk', async () => {
      const chunks = Array.from({ length: 64 }, (_, index) => Buffer.alloc(16 * 1024, index));
      const storage = getStorage();
      const info = await storage.put('video/big.bin', Readable.from(chunks), binary);
      expect(info.size).toBe(64 * 16 * 1024);
      const stream = await storage.open('video/big.bin');
      expect(stream && (await sha256(stream))).toBe(await sha256(Readable.from(chunks)));
    });

    it('accepts a stream of exactly maxBytes', async () => {
      const chunks = Array.from({ length: 4 }, () => Buffer.alloc(1024));
      const info = await getStorage().put('limited/exact.bin', Readable.from(chunks), { ...binary, maxBytes: 4096 });
      expect(info.size).toBe(4096);
    });

    it('stops a stream over the size limit and leaves nothing under the key', async () => {
      const chunks = Array.from({ length: 10 }, () => Buffer.alloc(1024));
      const storage = getStorage();
      await expect(
        storage.put('limited/too-big.bin', Readable.from(chunks), { ...binary, maxBytes: 4096 }),
      ).rejects.toBeInstanceOf(UploadTooLargeError);
      expect(await storage.stat('limited/too-big.bin')).toBeNull();
    });

    it('refuses a buffer over the size limit', async () => {
      const storage = getStorage();
      await expect(
        storage.put('limited/buffer.bin', Buffer.alloc(4097), { ...binary, maxBytes: 4096 }),
      ).rejects.toBeInstanceOf(UploadTooLargeError);
      expect(await storage.stat('limited/buffer.bin')).toBeNull();
    });

    it('refuses keys that leave the storage folder', async () => {
      const storage = getStorage();
      await expect(storage.put('../outside.txt', Buffer.from('x'), binary)).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.open('/etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat('a/../../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete('a\\b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('serves a stored file whole and as one byte range', async () => {
      const storage = getStorage();
      await storage.put('served/digits.txt', Buffer.from('0123456789'), { contentType: 'text/plain' });
      const serve = (headers: HeadersInit) =>
        serveStoredFile({
          request: new Request('http://localhost/files/served/digits.txt', { headers }),
          key: 'served/digits.txt',
          hasBody: true,
          storage,
        });

      const whole = await serve({});
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe('10');
      expect(await whole.text()).toBe('0123456789');

      const partial = await serve({ range: 'bytes=3-6' });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe('bytes 3-6/10');
      expect(await partial.text()).toBe('3456');

      expect((await serve({ 'if-none-match': whole.headers.get('etag') ?? '' })).status).toBe(304);
    });
  });
}
