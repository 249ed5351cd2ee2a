import { isAnnouncedSizeAllowed, readMemberUpload, refusalOf, storedKeysOf } from '@/lib/assessment/member-files';
import { memberFailureResponse, memberInvalidInput } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { memberAnswerSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { checkMemberAnswer, saveMemberAnswer, uploadFailure } from '@/lib/assessment/member-writes';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { discardStoredFiles } from '@/lib/storage';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/insert/member-answer (multipart: question_id, answer, proof, comment, proof_file; member_id and
// answer_id only checked to be the session's own) – stores one answer of the signed-in member's assessment.
async function insertMemberAnswer(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;
  const memberId = authorization.member.id;
  const t = memberAssessmentTranslator(locale);
  if (!isAnnouncedSizeAllowed(request, 1)) return memberFailureResponse(locale, 'tooLarge');

  const upload = await readMemberUpload(request, ['proof_file']);
  if (!upload) return jsonError(400, t('errors.invalidInput'));
  // The file is stored while the body streams in; a refused answer deletes it again.
  const refuse = refusalOf(upload);
  const parsed = memberAnswerSchema.safeParse(upload.fields);
  if (!parsed.success) return refuse(memberInvalidInput(locale, parsed.error));
  const input = {
    questionId: parsed.data.question_id,
    answer: parsed.data.answer,
    proof: parsed.data.proof,
    comment: parsed.data.comment,
    claimedMemberId: parsed.data.member_id,
    claimedAnswerId: parsed.data.answer_id,
  };
  const proofFile = upload.files.proof_file;
  const refused = await checkMemberAnswer(memberId, input, proofFile !== undefined);
  if (refused) return refuse(memberFailureResponse(locale, refused));
  if (proofFile && !proofFile.ok) return refuse(memberFailureResponse(locale, uploadFailure(proofFile)));

  try {
    const stored = await saveMemberAnswer(memberId, input, proofFile?.ok ? proofFile.key : null);

    return jsonPrivate({ message: t('api.saved'), answer_id: stored.answerId, question_id: stored.questionId });
  } catch (error) {
    await discardStoredFiles(storedKeysOf(upload));
    throw error;
  }
}

export const POST = writeRoute(['multipart'], insertMemberAnswer);
