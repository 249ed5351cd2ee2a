import { finishMemberAssessment } from '@/lib/assessment/member-finish-writes';
import { memberFailureResponse, memberInvalidInput } from '@/lib/assessment/member-http';
import { requestLocale } from '@/lib/assessment/member-messages';
import { memberAssessmentSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { jsonPrivate } from '@/lib/http/json-response';
import { readJsonObject } from '@/lib/http/read-json';
import { writeRoute } from '@/lib/write-guards/write-route';

/** Room for every answer of the codex with its longest comment (2,000 characters, up to 3 bytes each in UTF-8). */
const FINISH_BODY_MAX_BYTES = 1024 * 1024;

// POST /api/insert/member-assessment?lang= { answers: [{ question_id, answer, proof, comment }], member_id?, answer_id? }
// – Finish in one call: stores the signed-in member's answers (those with a proof file come first, one by one,
// through /insert/member-answer), scores the assessment, queues the receipt and the office's notice, and answers
// { result }. The mails are sent by the outbox's sender job, which is queued with them: the member never waits for
// a mail server.
async function insertMemberAssessment(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;

  const parsed = memberAssessmentSchema.safeParse(await readJsonObject(request, FINISH_BODY_MAX_BYTES));
  if (!parsed.success) return memberInvalidInput(locale, parsed.error);
  const outcome = await finishMemberAssessment({
    member: authorization.member,
    locale,
    input: parsed.data,
    claims: { claimedMemberId: parsed.data.member_id, claimedAnswerId: parsed.data.answer_id },
  });

  return outcome.ok ? jsonPrivate({ result: outcome.data }) : memberFailureResponse(locale, outcome.reason);
}

export const POST = writeRoute(['json'], insertMemberAssessment);
