import { adminTranslator } from '@/lib/admin/messages';
import { getRespondentAnswer } from '@/lib/assessment/admin-respondents';
import { respondentAnswerQuerySchema } from '@/lib/assessment/admin-schema';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/assessment-answer?id= – one respondent's answers by section with the totals computed on the server
// { respondent, answer, totalPercentage, totalCount, totalYes, totalNo }
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('evidence');
  if (!authorization.ok) return authorization.response;

  const t = adminTranslator();
  const parsed = respondentAnswerQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return jsonError(400, t('errors.invalidInput'));
  const answer = await getRespondentAnswer(parsed.data.id);

  return answer ? jsonPrivate(answer) : jsonError(404, t('admin.assessment.respondents.noAnswer'));
}
