import { adminTranslator } from '@/lib/admin/messages';
import { getMemberFiles } from '@/lib/assessment/admin-member-results';
import { memberFilesQuerySchema } from '@/lib/assessment/admin-member-schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/member-files?answerId=&memberId= – one member assessment's proof files, result and attachments
// { file: { files, result, attachment } }, every file as its guarded download URL
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('evidence');
  if (!authorization.ok) return authorization.response;

  const t = adminTranslator();
  const parsed = memberFilesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return jsonError(400, t('errors.invalidInput'));
  const file = await getMemberFiles(parsed.data);

  return file ? jsonPrivate({ file }) : jsonError(404, t('admin.assessment.memberResults.noFiles'));
}
