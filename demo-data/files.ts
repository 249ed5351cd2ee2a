import 'server-only';

import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import type { Storage } from '@/lib/storage';
import type { ImageUse } from '@/lib/storage/image-widths';

/**
 * A demo file under a fixed key, rendered only when storage does not have it yet. A picture the public pages show
 * names how (`imageUse`), and gets the resized copies of that use only, quickly encoded: a fresh start waits for
 * them (every page then finds its copies), so they are kept to what the pages ask for.
 */
export type SeedFile = {
  key: string;
  contentType: string;
  render: () => Promise<Buffer> | Buffer;
  imageUse?: ImageUse;
};

/** The file as a picture the public pages show as `use`. */
export function shownAs(use: ImageUse, file: SeedFile): SeedFile {
  return { ...file, imageUse: use };
}

/** Image rendering is CPU-bound (sharp uses a thread per job): a few at a time keeps 2 cores busy, not swamped. */
const CONCURRENCY = 3;

/**
 * Writes the missing files; returns how many were written. A public picture gets its resized copies with it, as
 * an upload does, so a fresh start serves every page's images without making any on request.
 */
export async function ensureFiles(storage: Storage, files: readonly SeedFile[]): Promise<number> {
  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const file = files[next++];
      if (!file || (await storage.stat(file.key))) continue;
      const data = await file.render();
      await storage.put(file.key, data, { contentType: file.contentType });
      if (file.imageUse) {
        await generateImageVariantsSafely({ key: file.key, storage, source: data, use: file.imageUse, isQuick: true });
      }
      written++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  return written;
}
