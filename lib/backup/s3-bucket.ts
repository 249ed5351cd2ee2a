import 'server-only';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

import { env } from '@/lib/env';

/** The bucket's client with the storage's settings (lib/storage/storage.ts), for the listing it does not offer. */
function bucketClient(): S3Client {
  return new S3Client({
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    ...(env.S3_ENDPOINT
      ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

export type BucketObject = { key: string; size: number; modifiedAt: Date };

/** Every object under `folder` (a storage key prefix, '' for all), with keys relative to S3_PREFIX as storage has them. */
export async function listBucketObjects(folder: string): Promise<BucketObject[]> {
  const bucket = env.S3_BUCKET;
  if (!bucket) return [];
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  const base = prefix ? `${prefix}/` : '';
  const client = bucketClient();
  const objects: BucketObject[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base + folder, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key) objects.push({ key: item.Key.slice(base.length), size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }

  return objects;
}
