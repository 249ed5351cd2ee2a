import 'server-only';

import path from 'node:path';

import { env } from '@/lib/env';

import { createLocalDiskStorage } from './local-disk';

/** The application's file storage: `$DATA_DIR/uploads` on the local disk. */
export const storage = createLocalDiskStorage(path.join(env.DATA_DIR, 'uploads'));
