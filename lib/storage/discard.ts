import 'server-only';

import { logger } from '@/lib/observability/logger';

import { storage as defaultStorage } from './storage';
import type { Storage } from './types';
import { withImageVariants } from './variant-keys';

/**
 * Deletes the stored files a removed or replaced row pointed at. Called after the database write succeeded, so a
 * failure here never leaves a row pointing at a missing file; such a failure leaves an orphan file, which is
 * logged rather than reported to staff as a failed save (their change did happen). A picture's resized copies
 * (lib/images) go with it, whichever screen removed it.
 */
export async function discardStoredFiles(keys: readonly string[], storage: Storage = defaultStorage): Promise<void> {
  await Promise.all(
    [...new Set(withImageVariants(keys.filter(Boolean)))].map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        logger.error({ err: error, key }, 'Could not delete a stored file');
      }
    }),
  );
}
