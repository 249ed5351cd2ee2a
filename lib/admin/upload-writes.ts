import 'server-only';

import { adminTranslator } from '@/lib/admin/messages';
import { type AdminUploadKind, ADMIN_UPLOADS } from '@/lib/admin/uploads';
import { recordAudit } from '@/lib/audit';
import type { AdminAccount } from '@/lib/auth/guards';
import { jsonError } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import {
  saveUpload,
  type SaveUploadResult,
  UPLOAD_ERROR_REASON,
  type UploadData,
  type UploadError,
} from '@/lib/storage';
import { readMultipartUpload } from '@/lib/storage/multipart-upload';

type SaveAdminUploadOptions = { kind: AdminUploadKind; data: UploadData; admin: AdminAccount };

/** Room for the text fields and the multipart framing around one file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Stores a file a staff member sent, checked by content against the kind's types and size, and records the upload in
 * the audit log. Every back-office image ends up on the public pages (slides, covers, logos, portraits, posters,
 * rooms), so each gets its resized copies now, before a form can save the key: no visitor waits for a resize. A
 * failed resize is logged and the upload kept; the files route makes a missing copy when first asked for it.
 */
export async function saveAdminUpload({ kind, data, admin }: SaveAdminUploadOptions): Promise<SaveUploadResult> {
  const limits = ADMIN_UPLOADS[kind];
  const saved = await saveUpload({ folder: limits.folder, data, allowed: limits.kinds, maxBytes: limits.maxBytes });
  if (!saved.ok) return saved;
  if (kind === 'image') await generateImageVariantsSafely({ key: saved.key });
  await recordAudit({ actor: admin, action: 'upload.create', target: saved.key });

  return saved;
}

/** The answer to a refused upload: 413 or 415 with the kind's message, 503 while the file storage is down. */
export function adminUploadRefusal(kind: AdminUploadKind, error: UploadError): Response {
  const t = adminTranslator();
  const messages = {
    too_large: () => t(`admin.upload.tooLarge.${kind}`),
    unsupported_type: () => t(`admin.upload.wrongType.${kind}`),
    storage_unavailable: () => t('admin.upload.storageUnavailable'),
  } satisfies Record<UploadError, () => string>;

  return jsonRefusal(UPLOAD_ERROR_REASON[error], messages[error]());
}

/** Whether a request announces a body larger than one file of the kind (plus `overhead` bytes) may be. */
export function isAnnouncedTooLarge(request: Request, kind: AdminUploadKind, overhead = 0): boolean {
  return Number(request.headers.get('content-length') ?? '0') > ADMIN_UPLOADS[kind].maxBytes + overhead;
}

type AdminForm = { ok: true; fields: Record<string, string>; key: string | null } | { ok: false; response: Response };
type ReadAdminFormOptions = { request: Request; kind: AdminUploadKind; fileField: string; admin: AdminAccount };

/**
 * A back-office multipart form with one optional file: its text fields, and the key of the file, streamed into
 * storage as the upload route stores it (null when none was sent). A body announced too large is refused before a
 * byte of it is read (413), a refused file answers 413 or 415, a body that is no multipart form 400.
 */
export async function readAdminForm({ request, kind, fileField, admin }: ReadAdminFormOptions): Promise<AdminForm> {
  if (isAnnouncedTooLarge(request, kind, FORM_OVERHEAD_BYTES))
    return { ok: false, response: adminUploadRefusal(kind, 'too_large') };
  const upload = await readMultipartUpload({
    request,
    fileFields: [fileField],
    saveFile: (data) => saveAdminUpload({ kind, data, admin }),
  });
  if (!upload) return { ok: false, response: jsonError(400, adminTranslator()('errors.invalidInput')) };
  const file = upload.files[fileField];
  if (file && !file.ok) return { ok: false, response: adminUploadRefusal(kind, file.error) };

  return { ok: true, fields: upload.fields, key: file?.key ?? null };
}
