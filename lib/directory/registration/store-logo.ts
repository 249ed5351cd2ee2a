import 'server-only';

import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import { saveUpload } from '@/lib/storage';

import { LOGO_FOLDER, LOGO_MAX_BYTES } from './limits';

export type StoredLogo = { ok: true; key: string } | { ok: false; error: 'too_large' | 'unsupported_type' };

/**
 * Stores a registration's logo under directory/logos/ when it is at most 5 MB and a JPEG or PNG by its content
 * (never by its name or declared type), with its resized copies made now so that no visitor waits for them.
 */
export async function storeLogo(file: Blob): Promise<StoredLogo> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, error: 'too_large' };
  const saved = await saveUpload({ folder: LOGO_FOLDER, data: new Uint8Array(await file.arrayBuffer()), allowed: ['jpg', 'png'], maxBytes: LOGO_MAX_BYTES });
  if (!saved.ok) return saved;
  await generateImageVariantsSafely({ key: saved.key });

  return { ok: true, key: saved.key };
}
