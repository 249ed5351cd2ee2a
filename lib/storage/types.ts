import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredFileInfo = { size: number; modifiedAt: Date };

export type PutOptions = {
  contentType: string;
  /** The write fails with UploadTooLargeError once more bytes than this arrive. */
  maxBytes?: number;
};

/**
 * Where uploaded files live. Keys are relative paths such as `news/4f9c2e.jpg`; a driver rejects any other
 * shape with InvalidStorageKeyError. Two drivers implement it: the local disk (the default) and S3-compatible
 * object storage; storage-contract.ts holds the tests both must pass.
 */
export type Storage = {
  put(key: string, data: Buffer | Uint8Array | Readable, options: PutOptions): Promise<StoredFileInfo>;
  /** A stream of the file (or of one byte range of it), or null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** True when a file was deleted, false when there was none. */
  delete(key: string): Promise<boolean>;
};

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upload exceeds ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}
