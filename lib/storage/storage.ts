import 'server-only';

import path from 'node:path';

import { env } from '@/lib/env';

import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { Storage } from './types';

/**
 * The application's file storage: the S3 bucket S3_BUCKET when it is set (several server processes then share
 * the files), otherwise `$DATA_DIR/uploads` on the local disk.
 */
export const storage: Storage = env.S3_BUCKET
  ? createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
    })
  : createLocalDiskStorage(path.join(env.DATA_DIR, 'uploads'));
