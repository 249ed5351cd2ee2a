import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { emailQuerySchema } from '@/lib/assessment/member-schema';
import { memberLookupRefusal } from '@/lib/assessment/member-http';
import { findMemberWithLatestAnswer } from '@/lib/assessment/member-queries';
import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';
import { findSubjectAccountId } from '@/lib/auth/queries';
import { emailSchema } from '@/lib/auth/schema';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

// GET /api/check/email?email= – whether an e-mail belongs to an active member organisation (seeds 7.4): the
// member (id, name, logo) and its latest answer_id, or the seeds' messages for an empty or unknown e-mail.
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const query = emailQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const email = query.success ? query.data.email : '';
  if (email === '') return jsonError(400, t('signIn.emailRequired'), { errors: { email: t('signIn.emailRequired') } });
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return jsonError(400, t('signIn.invalidEmail'), { errors: { email: t('signIn.invalidEmail') } });

  // Telling registered addresses apart is what this call is for, so asking is limited per client.
  const allowance = await consumeLookupAllowance('member', clientAddressFrom(request.headers));
  if (!allowance.allowed) return memberLookupRefusal(locale, allowance.retryAfterSeconds);

  const memberId = await findSubjectAccountId('member', parsed.data);
  if (memberId === null) return jsonError(404, t('signIn.unknownEmail'));
  const { member, answerId } = await findMemberWithLatestAnswer(memberId);

  return jsonPrivate({ member, answer_id: answerId });
}
