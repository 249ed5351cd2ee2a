import 'server-only';

import type { Storage } from '@/lib/storage';

/** A demo file under a fixed key, rendered only when storage does not have it yet. */
export type SeedFile = { key: string; contentType: string; render: () => Promise<Buffer> | Buffer };

/** Image rendering is CPU-bound (sharp uses a thread per job): a few at a time keeps 2 cores busy, not swamped. */
const CONCURRENCY = 3;

/** Writes the missing files; returns how many were written. */
export async function ensureFiles(storage: Storage, files: readonly SeedFile[]): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++];
      if (!file || (await storage.stat(file.key))) continue;
      await storage.put(file.key, await file.render(), { contentType: file.contentType });
      written++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  return written;
}
