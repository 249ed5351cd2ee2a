import 'server-only';

import { Readable } from 'node:stream';

import { fileTypeFromBuffer, fileTypeStream } from 'file-type/node';

import type { Reason } from '@/lib/http/reasons';
import { logger } from '@/lib/observability/logger';

import { type FileKind, FILE_TYPES, kindForDetected } from './file-types';
import { assertValidKey, randomKey } from './keys';
import { storage as defaultStorage } from './storage';
import { type Storage, UploadTooLargeError } from './types';

export type UploadData = Buffer | Uint8Array | Readable | ReadableStream<Uint8Array>;

export type SaveUploadOptions = {
  /** Folder of the key, e.g. `news`; the file name is random. */
  folder: string;
  data: UploadData;
  /** Kinds accepted, checked against the content (magic bytes), never against the client's name or type. */
  allowed: readonly FileKind[];
  maxBytes?: number;
  storage?: Storage;
};

/** `storage_unavailable`: the storage (S3, the disk) failed to take the file; nothing was kept, the client may retry. */
export type UploadError = 'unsupported_type' | 'too_large' | 'storage_unavailable';

export type SaveUploadResult =
  { ok: true; key: string; kind: FileKind; contentType: string; size: number } | { ok: false; error: UploadError };

/** The reason a route handler answers each refused upload with (its status: lib/http/reasons.ts). */
export const UPLOAD_ERROR_REASON = {
  unsupported_type: 'unsupportedType',
  too_large: 'tooLarge',
  storage_unavailable: 'storageUnavailable',
} as const satisfies Record<UploadError, Reason>;

/** Enough bytes for file-type to tell every kind we accept. */
const SAMPLE_SIZE = 4100;

async function* readWebStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let isDone = false;
  try {
    while (!isDone) {
      const chunk = await reader.read();
      isDone = chunk.done;
      if (chunk.value) yield chunk.value;
    }
  } finally {
    // Stopped early (refused type, too large): tell the sender we will not read the rest.
    if (!isDone) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function toNodeStream(data: Readable | ReadableStream<Uint8Array>): Readable {
  return data instanceof Readable ? data : Readable.from(readWebStream(data), { objectMode: false });
}

/**
 * Stores an uploaded file under `<folder>/<random>.<ext>` after checking its type by content. Streams are
 * passed through to storage chunk by chunk (only the first few KB are held for detection), so a 300 MB
 * video never sits in memory. Returns the key to keep in the database, or why the file was refused.
 */
export async function saveUpload({
  folder,
  data,
  allowed,
  maxBytes,
  storage = defaultStorage,
}: SaveUploadOptions): Promise<SaveUploadResult> {
  assertValidKey(folder);

  if (data instanceof Uint8Array) {
    if (maxBytes !== undefined && data.length > maxBytes) return { ok: false, error: 'too_large' };
    const detected = await fileTypeFromBuffer(data);
    const kind = detected ? kindForDetected(detected.ext, allowed) : null;
    if (!kind) return { ok: false, error: 'unsupported_type' };

    return store({ storage, key: randomKey(folder, kind), kind, data, maxBytes });
  }

  const source = toNodeStream(data);
  const detecting = await fileTypeStream(source, { sampleSize: SAMPLE_SIZE });
  const kind = detecting.fileType ? kindForDetected(detecting.fileType.ext, allowed) : null;
  if (!kind) {
    detecting.destroy();
    source.destroy();

    return { ok: false, error: 'unsupported_type' };
  }

  return store({ storage, key: randomKey(folder, kind), kind, data: detecting, maxBytes });
}

async function store(options: {
  storage: Storage;
  key: string;
  kind: FileKind;
  data: Uint8Array | Readable;
  maxBytes: number | undefined;
}): Promise<SaveUploadResult> {
  const { storage, key, kind, data, maxBytes } = options;
  const contentType = FILE_TYPES[kind].mime;
  try {
    const info = await storage.put(key, data, { contentType, maxBytes });

    return { ok: true, key, kind, contentType, size: info.size };
  } catch (error) {
    if (error instanceof UploadTooLargeError) return { ok: false, error: 'too_large' };
    // The drivers leave nothing stored behind a failed put, so no row may point at this key: the caller refuses.
    logger.error({ err: error, key }, 'File storage failed to store a file');

    return { ok: false, error: 'storage_unavailable' };
  }
}
