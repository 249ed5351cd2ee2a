import 'server-only';

import { type FileKind, saveUpload, type SaveUploadResult } from '@/lib/storage';
import { PRIVATE_KEY_PREFIX } from '@/lib/storage/private-keys';

/** Evidence and attachments a member may send (issue: PDF, JPEG, PNG, DOCX, XLSX), checked by content. */
export const MEMBER_FILE_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png', 'docx', 'xlsx'];
export const MEMBER_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Room for the text fields and multipart framing around the files of one request. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

const MEMBER_FILE_FOLDER = `${PRIVATE_KEY_PREFIX}assessment`;

/** Whether a request announcing this body size may carry `fileCount` files within the limit. */
export function isAnnouncedSizeAllowed(request: Request, fileCount: number): boolean {
  const announced = Number(request.headers.get('content-length') ?? '0');

  return !(announced > fileCount * MEMBER_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES);
}

/** A file field of a multipart form, when one was chosen (browsers send an empty, nameless part otherwise). */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * Stores a member's file under the private folder with a random name, streamed to storage and refused when its
 * content is no accepted kind or it is larger than the limit.
 */
export function saveMemberFile(file: File): Promise<SaveUploadResult> {
  if (file.size > MEMBER_FILE_MAX_BYTES) return Promise.resolve({ ok: false, error: 'too_large' });

  return saveUpload({ folder: MEMBER_FILE_FOLDER, data: file.stream(), allowed: MEMBER_FILE_KINDS, maxBytes: MEMBER_FILE_MAX_BYTES });
}

/** Where the owner (and staff) download a member's file: a guarded handler, never the public /files route. */
export function memberFileUrl(key: string): string {
  return `/api/get/member-file/${key.split('/').map(encodeURIComponent).join('/')}`;
}
