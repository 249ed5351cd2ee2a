import 'server-only';

import { pipeline, Readable } from 'node:stream';

import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import { logger } from '@/lib/observability/logger';

import { byteLimit } from './byte-limit';
import { assertValidKey, isValidKey } from './keys';
import { type ByteRange, type PutOptions, type Storage, type StoredFileInfo, UploadTooLargeError } from './types';

export type S3StorageOptions = {
  bucket: string;
  /** Part of every request signature, even on S3-compatible servers that have no regions. */
  region: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver, ...); without it, AWS S3 itself. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain applies (instance role, AWS_* variables, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** A folder inside the bucket that every key lives under, so that one bucket can serve several sites. */
  prefix?: string;
};

/**
 * A streamed upload holds about queueSize + 1 parts in memory (those in flight and the one being filled), so
 * 24 MB whatever the file's size. Parts must be at least 5 MB, and S3's 10,000 parts of 8 MB allow 80 GB.
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * NoSuchKey from GET, or the bare 404 of a HEAD (which has no body to name the error). A missing bucket is a
 * configuration mistake and stays an error wherever S3 says so. AWS answers 403 rather than 404 for a missing
 * object when the credentials may not list the bucket, so they need s3:ListBucket as well.
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;

  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

/** Objects in an S3 bucket (AWS or any S3-compatible server), one object per key. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = options;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3 storage needs both an access key id and a secret access key, or neither');
  }
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !isValidKey(prefix)) throw new Error(`Invalid S3 key prefix: ${JSON.stringify(prefix)}`);

  const client = new S3Client({
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    ...(endpoint
      ? {
          endpoint,
          // The bucket as a path segment: S3-compatible servers rarely have a DNS name per bucket.
          forcePathStyle: true,
          // Since early 2025 the SDK adds CRC checksums to every upload and asks for them on downloads by default,
          // which some S3-compatible servers reject; AWS S3 itself keeps that stronger default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });

  function objectKey(key: string): string {
    assertValidKey(key);

    return prefix ? `${prefix}/${key}` : key;
  }

  async function head(target: string): Promise<StoredFileInfo | null> {
    try {
      const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: target }));
      if (result.ContentLength === undefined || !result.LastModified) {
        throw new Error(`HeadObject answered without size or date for ${target}`);
      }

      return { size: result.ContentLength, modifiedAt: result.LastModified };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /**
   * After a failed put: aborts the multipart upload (S3 keeps and bills its parts until then) and deletes any
   * object that a request failing only on its way back did create, so that the caller's error means nothing is
   * stored. Best effort, so that the upload's own error reaches the caller; a bucket lifecycle rule
   * (AbortIncompleteMultipartUpload) collects what a failed clean-up leaves.
   */
  async function discardFailedUpload(target: string, uploadId: string | undefined): Promise<void> {
    const cleanups = [client.send(new DeleteObjectCommand({ Bucket: bucket, Key: target }))];
    if (uploadId) {
      cleanups.push(client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: target, UploadId: uploadId })));
    }
    for (const result of await Promise.allSettled(cleanups)) {
      if (result.status === 'rejected') {
        logger.error({ err: result.reason, key: target }, 'Could not clean up a failed upload');
      }
    }
  }

  async function put(key: string, data: Buffer | Uint8Array | Readable, options: PutOptions): Promise<StoredFileInfo> {
    const target = objectKey(key);
    const { maxBytes } = options;
    if (data instanceof Uint8Array && maxBytes !== undefined && data.length > maxBytes) {
      throw new UploadTooLargeError(maxBytes);
    }
    // Counted as the bytes go by, so an oversized stream fails at the limit instead of after the whole upload.
    // pipeline() destroys the returned stream with any error, which is how Upload sees it; its callback has
    // nothing left to do.
    const isLimitedStream = !(data instanceof Uint8Array) && maxBytes !== undefined;
    const body = isLimitedStream ? pipeline(data, byteLimit(maxBytes), () => undefined) : data;
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: target, Body: body, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // Aborted by discardFailedUpload instead, so that a failing abort cannot replace the error that stopped
      // the upload (UploadTooLargeError in particular).
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      // A failed part request leaves the rest of the stream unread; destroying it releases the sender.
      if (body instanceof Readable) body.destroy();
      await discardFailedUpload(target, upload.uploadId);
      throw error;
    }
    // The upload's answer has neither size nor date; HEAD gives the same values stat() will report later.
    const info = await head(target);
    if (!info) throw new Error(`Stored object vanished after writing: ${key}`);

    return info;
  }

  async function openObject(key: string, range?: ByteRange): Promise<Readable | null> {
    const target = objectKey(key);
    try {
      const result = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: target,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(result.Body instanceof Readable)) throw new Error(`GetObject answered without a Node stream for ${target}`);

      // The caller reads or destroys it, which also returns the connection to the client's pool.
      return result.Body;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async function deleteObject(key: string): Promise<boolean> {
    const target = objectKey(key);
    // DeleteObject answers the same whether or not the object existed, so HEAD first tells which it was. Two
    // deletes racing may both answer true; no caller relies on the answer to be exact.
    if (!(await head(target))) return false;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: target }));

    return true;
  }

  return {
    put,
    open: openObject,
    stat: async (key) => head(objectKey(key)),
    delete: deleteObject,
  };
}
