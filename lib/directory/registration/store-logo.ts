import 'server-only';

import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import { imageSize } from '@/lib/images/open-image';
import { saveUpload, type UploadError } from '@/lib/storage';

import { LOGO_FOLDER, LOGO_MAX_BYTES, LOGO_MAX_SIDE, PENDING_LOGO_FOLDER } from './limits';
import type { RegistrationMode } from './schema';

export type StoredLogo = { ok: true; key: string } | { ok: false; error: UploadError | 'too_many_pixels' };

/**
 * Stores a registration's logo when it is at most 5 MB, a JPEG or PNG by its content (never by its name or
 * declared type) and at most LOGO_MAX_SIDE pixels a side by its header (nothing is decoded). A public request's
 * logo is kept as it came, privately, until staff approve it (lib/directory/admin/publish-logo.ts): its resized
 * copies cost a stranger's request nothing. What staff add is public at once, with its copies.
 */
export async function storeLogo(file: Blob, mode: RegistrationMode): Promise<StoredLogo> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, error: 'too_large' };
  const data = new Uint8Array(await file.arrayBuffer());
  const size = await imageSize(data);
  if (!size) return { ok: false, error: 'unsupported_type' };
  if (size.width > LOGO_MAX_SIDE || size.height > LOGO_MAX_SIDE) return { ok: false, error: 'too_many_pixels' };
  const isPublic = mode === 'staff';
  const saved = await saveUpload({
    folder: isPublic ? LOGO_FOLDER : PENDING_LOGO_FOLDER,
    data,
    allowed: ['jpg', 'png'],
    maxBytes: LOGO_MAX_BYTES,
  });
  if (!saved.ok) return saved;
  if (isPublic) await generateImageVariantsSafely({ key: saved.key, source: Buffer.from(data) });

  return { ok: true, key: saved.key };
}
