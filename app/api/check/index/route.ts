import { adminTranslator } from '@/lib/admin/messages';
import { findQuestionsByCid } from '@/lib/assessment/admin-questions';
import { indexCheckQuerySchema } from '@/lib/assessment/admin-schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

// GET /api/check/index?cid= – whether a question already has this index { result: [{ id, cid }] (empty when free), exists }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const t = adminTranslator();
  const parsed = indexCheckQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    // The only field is the index: its message is the format one or the required one (seeds 5).
    const isMissing = parsed.error.issues[0]?.message === 'admin.assessment.questions.cidRequired';
    const message = t(isMissing ? 'admin.assessment.questions.cidRequired' : 'admin.assessment.questions.cidFormat');

    return jsonError(400, t('errors.invalidInput'), { errors: { cid: message } });
  }
  const result = await findQuestionsByCid(parsed.data.cid);

  return jsonPrivate({ result, exists: result.length > 0 });
}
