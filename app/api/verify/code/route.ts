import { memberAddressRequired } from '@/lib/assessment/member-http';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { resultPayload } from '@/lib/assessment/member-progress';
import { verifyCodeBodySchema } from '@/lib/assessment/member-schema';
import { verifyMemberCode } from '@/lib/assessment/member-sign-in';
import { codeCheckAddress } from '@/lib/auth/code-check-address';
import { issueSessionCookie } from '@/lib/auth/session-cookie';
import { signInBrowserFrom } from '@/lib/auth/sign-in-browser';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { readJsonObject } from '@/lib/http/read-json';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/verify/code?lang= { email or id, code } – checks a member's mailed code and signs the member in (the
// session cookie); answers { message, completion, result }: completion is 'finished', 'attachments' (a result
// waits for its attachments) or 'fresh', result the latest result or null. Every wrong guess, for a member or an
// id of none, gets the one answer codeInvalid.
async function verifyCode(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const parsed = verifyCodeBodySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return jsonError(400, t('errors.codeFormat'), { errors: { code: t('errors.codeFormat') } });
  const email = await codeCheckAddress('member', parsed.data);
  if (email === null) return memberAddressRequired(locale);

  const outcome = await verifyMemberCode({
    email,
    code: parsed.data.code,
    clientAddress: clientAddressFrom(request.headers),
    browser: signInBrowserFrom(request.headers),
  });
  if (!outcome.ok)
    return jsonRefusal(outcome.reason, t(`errors.${outcome.reason}`), {
      errors: { code: t(`errors.${outcome.reason}`) },
    });

  const { member, progress } = outcome;
  const response = jsonPrivate({
    message: t('api.signedIn'),
    completion: progress.stage,
    result: progress.stage === 'fresh' ? null : resultPayload(progress.result, member.id),
  });
  const cookie = await issueSessionCookie({ kind: 'member', id: member.id, email: member.email });
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const POST = writeRoute(['json'], verifyCode);
