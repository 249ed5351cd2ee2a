import { adminText } from '@/lib/admin/action-response';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { importRefusalReason } from '@/lib/import/refusal-reason';
import { IMPORT_FILE_ERRORS, importMeetingUserFile } from '@/lib/meetings/admin/run-import';
import { IMPORT_MAX_BYTES } from '@/lib/meetings/admin/schema';
import { readMultipartForm } from '@/lib/http/read-multipart';
import { writeRoute } from '@/lib/write-guards/write-route';

// The file plus the multipart framing and a field or two.
const MAX_BODY_BYTES = IMPORT_MAX_BYTES + 64 * 1024;

/** The multipart body's `file`, read into memory no further than the import's limit; null when it is larger. */
async function readFilePart(request: Request): Promise<{ file: FormDataEntryValue | null } | null> {
  const read = await readMultipartForm(request, { file: IMPORT_MAX_BYTES });
  if (read.status === 'fileOverLimit') return null;

  return { file: read.status === 'read' ? read.form.get('file') : null };
}

// POST /api/yellow-page/upload/meeting-users – multipart `file` (CSV or .xlsx with columns name, name_en, email,
// phone_number, user_type): adds new people, updates those whose e-mail is registered, skips bad rows
// { message, added, updated, rejected: [{ row, column, reason }] }; a refused file answers { message } with 400/413/415
async function importUsers(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('attendees');
  if (!authorization.ok) return authorization.response;

  const text = adminText();
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
    return jsonRefusal('tooLarge', text(IMPORT_FILE_ERRORS.tooLarge));
  const part = await readFilePart(request);
  if (!part) return jsonRefusal('tooLarge', text(IMPORT_FILE_ERRORS.tooLarge));

  const result = await importMeetingUserFile(part.file);
  if (!result.ok) return jsonRefusal(importRefusalReason(result.error, IMPORT_FILE_ERRORS), text(result.error));
  const { added, updated, rejected } = result.data;

  return jsonPrivate({
    message: text('admin.yellowMeetings.import.done', { added, updated }),
    added,
    updated,
    rejected: rejected.map((problem) => ({ ...problem, reason: text(problem.reason) })),
  });
}

export const POST = writeRoute(['multipart'], importUsers);
