import { ADMIN_UPLOADS, isAdminUploadKind } from '@/lib/admin/uploads';
import { recordAudit } from '@/lib/audit';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import { fileUrl, saveUpload, UPLOAD_ERROR_STATUS } from '@/lib/storage';

import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';

// POST /api/admin/upload/{image|pdf|video} – stores the request body (the file itself, streamed) and answers
// { key, url }; the admin form then saves the key with its other fields. An image also gets its resized copies.
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const authorization = await authorizeAdminRequest('content');
  if (!authorization.ok) return authorization.response;

  const { kind } = await params;
  const t = adminTranslator();
  if (!isAdminUploadKind(kind)) return jsonError(404, t('admin.upload.unknownKind'));
  const limits = ADMIN_UPLOADS[kind];

  // Refuse an announced oversize body before reading a byte of it; the byte count is checked again while
  // streaming, since a client may announce less than it sends.
  const announced = Number(request.headers.get('content-length') ?? '0');
  if (announced > limits.maxBytes) return jsonError(413, t(`admin.upload.tooLarge.${kind}`));
  if (!request.body) return jsonError(400, t('admin.upload.empty'));

  const saved = await saveUpload({ folder: limits.folder, data: request.body, allowed: limits.kinds, maxBytes: limits.maxBytes });
  if (!saved.ok) {
    const message = saved.error === 'too_large' ? t(`admin.upload.tooLarge.${kind}`) : t(`admin.upload.wrongType.${kind}`);

    return jsonError(UPLOAD_ERROR_STATUS[saved.error], message);
  }
  // Every back-office image ends up on the public pages (slides, covers, logos, portraits, posters), so each gets
  // its copies now, before the form can save the key: no visitor waits for a resize. A failure is logged and the
  // upload kept; the files route makes a missing copy when first asked for it.
  if (kind === 'image') await generateImageVariantsSafely({ key: saved.key });
  await recordAudit({ actor: authorization.admin, action: 'upload.create', target: saved.key });

  return jsonPrivate({ key: saved.key, url: fileUrl(saved.key) });
}
