import 'server-only';

import { discardStoredFiles, type FileKind, saveUpload } from '@/lib/storage';
import { type MultipartUpload, readMultipartUpload } from '@/lib/storage/multipart-upload';
import { PRIVATE_KEY_PREFIX } from '@/lib/storage/private-keys';

import { MEMBER_FILE_MAX_BYTES } from './member-file-rules';

/** Evidence and attachments a member may send (issue: PDF, JPEG, PNG, DOCX, XLSX), checked by content. */
export const MEMBER_FILE_KINDS: readonly FileKind[] = ['pdf', 'jpg', 'png', 'docx', 'xlsx'];
/** Room for the text fields and multipart framing around the files of one request. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

const MEMBER_FILE_FOLDER = `${PRIVATE_KEY_PREFIX}assessment`;

/** Whether a request announcing this body size may carry `fileCount` files within the limit. */
export function isAnnouncedSizeAllowed(request: Request, fileCount: number): boolean {
  const announced = Number(request.headers.get('content-length') ?? '0');

  return !(announced > fileCount * MEMBER_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES);
}

/**
 * Reads a member's multipart request, streaming the named file fields into the private folder with random names;
 * each is refused when its content is no accepted kind or it is larger than the limit.
 */
export function readMemberUpload(request: Request, fileFields: readonly string[]): Promise<MultipartUpload | null> {
  return readMultipartUpload({
    request,
    fileFields,
    saveFile: (data) =>
      saveUpload({ folder: MEMBER_FILE_FOLDER, data, allowed: MEMBER_FILE_KINDS, maxBytes: MEMBER_FILE_MAX_BYTES }),
  });
}

/** The keys of the files a request stored while its body streamed in. */
export function storedKeysOf(upload: MultipartUpload): string[] {
  return Object.values(upload.files).flatMap((file) => (file.ok ? [file.key] : []));
}

/** For a refused request: deletes the files it had stored, then gives back the refusal to answer with. */
export function refusalOf(upload: MultipartUpload): (response: Response) => Promise<Response> {
  return async (response) => {
    await discardStoredFiles(storedKeysOf(upload));

    return response;
  };
}

/** Where the owner (and staff) download a member's file: a guarded handler, never the public /files route. */
export function memberFileUrl(key: string): string {
  return `/api/get/member-file/${key.split('/').map(encodeURIComponent).join('/')}`;
}
