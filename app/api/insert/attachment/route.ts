import { isAnnouncedSizeAllowed, readMemberUpload, refusalOf, storedKeysOf } from '@/lib/assessment/member-files';
import { memberFailureResponse, memberInvalidInput } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { memberAttachmentSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { checkMemberAttachment, saveMemberAttachment, uploadFailure } from '@/lib/assessment/member-writes';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { discardStoredFiles } from '@/lib/storage';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/insert/attachment (multipart: official_document, form, publication (default true), result_id,
// answer_id) – the signed-in member's two attachments; the result then counts as complete.
async function insertAttachment(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;
  const t = memberAssessmentTranslator(locale);
  if (!isAnnouncedSizeAllowed(request, 2)) return memberFailureResponse(locale, 'tooLarge');

  const upload = await readMemberUpload(request, ['official_document', 'form']);
  if (!upload) return jsonError(400, t('errors.invalidInput'));
  // The files are stored while the body streams in; a refused request deletes them again.
  const refuse = refusalOf(upload);
  const parsed = memberAttachmentSchema.safeParse(upload.fields);
  if (!parsed.success) return refuse(memberInvalidInput(locale, parsed.error));
  const { official_document: officialDocument, form } = upload.files;
  if (!officialDocument || !form) {
    const required = t('errors.fileRequired');
    const errors = {
      ...(officialDocument ? {} : { official_document: required }),
      ...(form ? {} : { form: required }),
    };

    return refuse(jsonError(400, required, { errors }));
  }
  const checked = await checkMemberAttachment(authorization.member.id, {
    claimedResultId: parsed.data.result_id,
    claimedAnswerId: parsed.data.answer_id,
  });
  if (!checked.ok) return refuse(memberFailureResponse(locale, checked.reason));
  if (!officialDocument.ok) return refuse(memberFailureResponse(locale, uploadFailure(officialDocument)));
  if (!form.ok) return refuse(memberFailureResponse(locale, uploadFailure(form)));

  const outcome = await saveMemberAttachment({
    resultId: checked.data.resultId,
    officialDocument: officialDocument.key,
    form: form.key,
    publication: parsed.data.publication,
  }).catch(async (error: unknown) => {
    // No row points at the files: they go too.
    await discardStoredFiles(storedKeysOf(upload));
    throw error;
  });

  return outcome.ok
    ? jsonPrivate({ message: t('api.saved'), result_id: outcome.data.resultId })
    : memberFailureResponse(locale, outcome.reason);
}

export const POST = writeRoute(['multipart'], insertAttachment);
