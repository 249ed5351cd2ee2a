import 'server-only';

import { openImage } from '@/lib/images/open-image';

import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import { storage } from '@/lib/storage';

import { DEFAULT_PROFILES, type DefaultProfile, defaultProfileSvg } from './default-profiles';

/**
 * Writes the default pictures to storage the first time they are needed (a fresh storage, a new bucket), so
 * they are served and cached like uploads, resized copies included (portraits: the card widths). Drawn by
 * code: nothing to download or ship as a binary.
 */
export async function ensureDefaultProfiles(): Promise<void> {
  await Promise.all(
    (Object.keys(DEFAULT_PROFILES) as DefaultProfile[]).map(async (kind) => {
      const key = DEFAULT_PROFILES[kind];
      if (await storage.stat(key)) return;
      const png = await openImage(Buffer.from(defaultProfileSvg(kind)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      await storage.put(key, png, { contentType: 'image/png' });
      await generateImageVariantsSafely({ key, storage, source: png, use: 'card' });
    }),
  );
}
