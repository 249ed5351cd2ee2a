import 'server-only';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

import { env } from '@/lib/env';
import type { S3StorageOptions } from '@/lib/storage/s3';

/** The uploads' bucket (S3_*), or null when uploads stay on the local disk. */
export function uploadsBucket(): S3StorageOptions | null {
  if (!env.S3_BUCKET) return null;

  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX,
  };
}

/** The folder inside the bucket that every key lives under, without slashes at either end ('' for none). */
export const bucketPrefix = (bucket: S3StorageOptions): string => (bucket.prefix ?? '').replace(/^\/+|\/+$/g, '');

/** `s3://bucket/prefix/key`: where an object is, as the operator's tools (aws s3 cp) name it. */
export function bucketAddress(bucket: S3StorageOptions, key: string): string {
  const prefix = bucketPrefix(bucket);

  return `s3://${bucket.bucket}/${prefix ? `${prefix}/` : ''}${key}`;
}

/** A client with the bucket's settings, as lib/storage/s3.ts makes one, for the listing storage does not offer. */
function bucketClient(bucket: S3StorageOptions): S3Client {
  return new S3Client({
    region: bucket.region,
    credentials:
      bucket.accessKeyId && bucket.secretAccessKey
        ? { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey }
        : undefined,
    ...(bucket.endpoint
      ? {
          endpoint: bucket.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
}

export type BucketObject = { key: string; size: number; modifiedAt: Date };

/** Every object under `folder` (a key prefix, '' for all), with keys relative to the bucket's prefix as storage has them. */
export async function listBucketObjects(bucket: S3StorageOptions, folder: string): Promise<BucketObject[]> {
  const prefix = bucketPrefix(bucket);
  const base = prefix ? `${prefix}/` : '';
  const client = bucketClient(bucket);
  const objects: BucketObject[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: base + folder, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key)
          objects.push({
            key: item.Key.slice(base.length),
            size: item.Size ?? 0,
            modifiedAt: item.LastModified ?? new Date(0),
          });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }

  return objects;
}
