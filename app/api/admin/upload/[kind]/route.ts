import { adminTranslator } from '@/lib/admin/messages';
import { adminUploadRefusal, isAnnouncedTooLarge, saveAdminUpload } from '@/lib/admin/upload-writes';
import { isAdminUploadKind } from '@/lib/admin/uploads';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { fileUrl } from '@/lib/storage';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/admin/upload/{image|pdf|video} – stores the request body (the file itself, streamed) and answers
// { key, url }; the admin form then saves the key with its other fields. An image also gets its resized copies.
async function storeUpload(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const authorization = await authorizeAdminRequest('content');
  if (!authorization.ok) return authorization.response;

  const { kind } = await params;
  const t = adminTranslator();
  if (!isAdminUploadKind(kind)) return jsonError(404, t('admin.upload.unknownKind'));

  // Refuse an announced oversize body before reading a byte of it; the byte count is checked again while
  // streaming, since a client may announce less than it sends.
  if (isAnnouncedTooLarge(request, kind)) return adminUploadRefusal(kind, 'too_large');
  if (!request.body) return jsonError(400, t('admin.upload.empty'));

  const saved = await saveAdminUpload({ kind, data: request.body, admin: authorization.admin });
  if (!saved.ok) return adminUploadRefusal(kind, saved.error);

  return jsonPrivate({ key: saved.key, url: fileUrl(saved.key) });
}

export const POST = writeRoute(['file'], storeUpload);
