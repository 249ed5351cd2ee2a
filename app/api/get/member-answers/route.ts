import { memberInvalidInput } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { memberProgress, resultPayload } from '@/lib/assessment/member-progress';
import { findMemberSubmission, listSubmissionAnswers } from '@/lib/assessment/member-queries';
import { memberAnswersQuerySchema } from '@/lib/assessment/member-schema';
import { getAssessmentReader } from '@/lib/assessment/member-session';
import { authTranslator } from '@/lib/auth/messages';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/member-answers?answerId=&memberId= – { answer: { answers, result } }: to a member its own
// assessment only (other ids 403); to staff the member assessment the ids name.
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const reader = await getAssessmentReader('evidence');
  if (!reader) return jsonError(401, t('errors.unauthorized'));
  if (reader.kind === 'refused') return jsonError(403, authTranslator(locale)('errors.forbidden'));
  const query = memberAnswersQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return memberInvalidInput(locale, query.error);

  if (reader.kind === 'member') {
    const memberId = reader.member.id;
    const progress = await memberProgress(memberId);
    const isOwnAnswer = query.data.answerId === undefined || query.data.answerId === progress.submissionId;
    if (!isOwnAnswer || (query.data.memberId !== undefined && query.data.memberId !== memberId))
      return jsonError(403, t('errors.forbidden'));
    const answers = progress.submissionId ? await listSubmissionAnswers(progress.submissionId, locale) : [];
    const result = progress.stage === 'fresh' ? null : resultPayload(progress.result, memberId);

    return jsonPrivate({ answer: { answers, result } });
  }

  if (!query.data.answerId && !query.data.memberId) return jsonError(400, t('errors.invalidInput'));
  const found = await findMemberSubmission(query.data);
  if (!found) return jsonError(404, t('errors.notFound'));
  const answers = await listSubmissionAnswers(found.submission.id, locale);

  return jsonPrivate({
    answer: { answers, result: found.result ? resultPayload(found.result, found.submission.memberId) : null },
  });
}
