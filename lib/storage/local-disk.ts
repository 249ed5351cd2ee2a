import 'server-only';

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { byteLimit } from './byte-limit';
import { assertValidKey, InvalidStorageKeyError } from './keys';
import { type ByteRange, type PutOptions, type Storage, type StoredFileInfo, UploadTooLargeError } from './types';

const MISSING_FILE_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && MISSING_FILE_CODES.has((error as NodeJS.ErrnoException).code ?? '');
}

/** Files under one folder on the local disk (`$DATA_DIR/uploads`), one file per key. */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);

  function resolveKey(key: string): string {
    assertValidKey(key);
    const fullPath = path.resolve(base, key);
    // The key pattern already forbids escaping; this second check holds even if the pattern is ever loosened.
    if (!fullPath.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);

    return fullPath;
  }

  async function statPath(fullPath: string): Promise<StoredFileInfo | null> {
    try {
      const stats = await stat(fullPath);

      return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  async function put(key: string, data: Buffer | Uint8Array | Readable, options: PutOptions): Promise<StoredFileInfo> {
    const fullPath = resolveKey(key);
    const folder = path.dirname(fullPath);
    await mkdir(folder, { recursive: true });
    // Written under a hidden temporary name (which no valid key can address) and renamed when complete, so a
    // reader never sees half a file.
    const temporaryPath = path.join(folder, `.${randomBytes(8).toString('hex')}.part`);
    try {
      if (data instanceof Uint8Array) {
        if (options.maxBytes !== undefined && data.length > options.maxBytes) {
          throw new UploadTooLargeError(options.maxBytes);
        }
        await writeFile(temporaryPath, data, { flag: 'wx' });
      } else {
        const target = createWriteStream(temporaryPath, { flags: 'wx' });
        if (options.maxBytes === undefined) await pipeline(data, target);
        else await pipeline(data, byteLimit(options.maxBytes), target);
      }
      await rename(temporaryPath, fullPath);
    } catch (error) {
      await unlink(temporaryPath).catch(() => undefined);
      throw error;
    }
    const info = await statPath(fullPath);
    if (!info) throw new Error(`Stored file vanished after writing: ${key}`);

    return info;
  }

  async function openFile(key: string, range?: ByteRange): Promise<Readable | null> {
    const fullPath = resolveKey(key);
    const handle = await open(fullPath, 'r').catch((error: unknown) => {
      if (isMissingFileError(error)) return null;
      throw error;
    });
    if (!handle) return null;
    if (!(await handle.stat()).isFile()) {
      await handle.close();

      return null;
    }

    // The stream closes the handle when it ends or is destroyed (an aborted download).
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async function deleteFile(key: string): Promise<boolean> {
    const fullPath = resolveKey(key);
    try {
      await unlink(fullPath);

      return true;
    } catch (error) {
      if (isMissingFileError(error)) return false;
      throw error;
    }
  }

  return {
    put,
    open: openFile,
    stat: async (key) => statPath(resolveKey(key)),
    delete: deleteFile,
  };
}
