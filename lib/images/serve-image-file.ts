import 'server-only';

import { logger } from '@/lib/observability/logger';
import { isValidKey, serveStoredFile, type Storage, storage as defaultStorage } from '@/lib/storage';
import { parseVariantKey } from '@/lib/storage/variant-keys';

import { generateImageVariant } from './generate-variants';

/** Copies made on request at once, at most: a page of old images must not take every core from the pages. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: Array<() => void> = [];
/** One generation per missing copy, however many requests ask for it meanwhile. */
const inFlight = new Map<string, Promise<boolean>>();

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next waiter, so a newcomer cannot slip in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function generateOnce(key: string, storage: Storage): Promise<boolean> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const generating = withSlot(() => generateImageVariant({ key, storage }))
    .catch((error: unknown) => {
      logger.error({ err: error, key }, 'Could not make a resized copy');

      return false;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, generating);

  return generating;
}

type ServeImageFileOptions = { request: Request; key: string; hasBody: boolean; storage?: Storage };

/**
 * Serves a stored file; a resized copy that is missing while its original exists (an image stored before copies
 * were made at upload) is made once, stored and served, instead of answering 404 for ever. Off the pages'
 * critical path: uploads and seeding write every copy up front.
 */
export async function serveImageFile({
  request,
  key,
  hasBody,
  storage = defaultStorage,
}: ServeImageFileOptions): Promise<Response> {
  const response = await serveStoredFile({ request, key, hasBody, storage });
  if (response.status !== 404 || !isValidKey(key) || !parseVariantKey(key)) return response;
  if (!(await generateOnce(key, storage))) return response;

  return serveStoredFile({ request, key, hasBody, storage });
}
