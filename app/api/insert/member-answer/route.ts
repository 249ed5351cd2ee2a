import { chosenFile, isAnnouncedSizeAllowed, saveMemberFile } from '@/lib/assessment/member-files';
import { memberFailureResponse, memberInvalidInput, readForm } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { formFields, memberAnswerSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { checkMemberAnswer, saveMemberAnswer, uploadFailure } from '@/lib/assessment/member-writes';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { discardStoredFiles } from '@/lib/storage';

// POST /api/insert/member-answer (multipart: question_id, answer, proof, comment, proof_file; member_id and
// answer_id only checked to be the session's own) – stores one answer of the signed-in member's assessment.
export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;
  const memberId = authorization.member.id;
  const t = memberAssessmentTranslator(locale);
  if (!isAnnouncedSizeAllowed(request, 1)) return memberFailureResponse(locale, 'tooLarge');

  const form = await readForm(request);
  if (!form) return jsonError(400, t('errors.invalidInput'));
  const parsed = memberAnswerSchema.safeParse(formFields(form));
  if (!parsed.success) return memberInvalidInput(locale, parsed.error);
  const input = {
    questionId: parsed.data.question_id,
    answer: parsed.data.answer,
    proof: parsed.data.proof,
    comment: parsed.data.comment,
    claimedMemberId: parsed.data.member_id,
    claimedAnswerId: parsed.data.answer_id,
  };
  const file = chosenFile(form.get('proof_file'));
  const refused = await checkMemberAnswer(memberId, input, file !== null);
  if (refused) return memberFailureResponse(locale, refused);

  const saved = file ? await saveMemberFile(file) : null;
  if (saved && !saved.ok) return memberFailureResponse(locale, uploadFailure(saved));
  const proofFile = saved?.ok ? saved.key : null;
  try {
    const stored = await saveMemberAnswer(memberId, input, proofFile);

    return jsonPrivate({ message: t('api.saved'), answer_id: stored.answerId, question_id: stored.questionId });
  } catch (error) {
    if (proofFile) await discardStoredFiles([proofFile]);
    throw error;
  }
}
