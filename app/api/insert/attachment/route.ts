import { chosenFile, isAnnouncedSizeAllowed, saveMemberFile } from '@/lib/assessment/member-files';
import { memberFailureResponse, memberInvalidInput, readForm } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { formFields, memberAttachmentSchema } from '@/lib/assessment/member-schema';
import { authorizeMemberRequest } from '@/lib/assessment/member-session';
import { checkMemberAttachment, saveMemberAttachment, uploadFailure } from '@/lib/assessment/member-writes';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { discardStoredFiles } from '@/lib/storage';

// POST /api/insert/attachment (multipart: official_document, form, publication (default true), result_id,
// answer_id) – the signed-in member's two attachments; the result then counts as complete.
export async function POST(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const authorization = await authorizeMemberRequest(locale);
  if (!authorization.ok) return authorization.response;
  const t = memberAssessmentTranslator(locale);
  if (!isAnnouncedSizeAllowed(request, 2)) return memberFailureResponse(locale, 'tooLarge');

  const body = await readForm(request);
  if (!body) return jsonError(400, t('errors.invalidInput'));
  const parsed = memberAttachmentSchema.safeParse(formFields(body));
  if (!parsed.success) return memberInvalidInput(locale, parsed.error);
  const officialDocument = chosenFile(body.get('official_document'));
  const form = chosenFile(body.get('form'));
  if (!officialDocument || !form) {
    const required = t('errors.fileRequired');
    const errors = { ...(officialDocument ? {} : { official_document: required }), ...(form ? {} : { form: required }) };

    return jsonError(400, required, { errors });
  }

  const checked = await checkMemberAttachment(authorization.member.id, {
    claimedResultId: parsed.data.result_id,
    claimedAnswerId: parsed.data.answer_id,
  });
  if (!checked.ok) return memberFailureResponse(locale, checked.reason);

  const savedDocument = await saveMemberFile(officialDocument);
  if (!savedDocument.ok) return memberFailureResponse(locale, uploadFailure(savedDocument));
  const savedForm = await saveMemberFile(form);
  if (!savedForm.ok) {
    await discardStoredFiles([savedDocument.key]);

    return memberFailureResponse(locale, uploadFailure(savedForm));
  }
  const outcome = await saveMemberAttachment({
    resultId: checked.data.resultId,
    officialDocument: savedDocument.key,
    form: savedForm.key,
    publication: parsed.data.publication,
  });

  return outcome.ok ? jsonPrivate({ message: t('api.saved'), result_id: outcome.data.resultId }) : memberFailureResponse(locale, outcome.reason);
}
