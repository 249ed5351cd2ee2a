import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { memberAddressRequired, memberLookupRefusal } from '@/lib/assessment/member-http';
import { createCodeQuerySchema } from '@/lib/assessment/member-schema';
import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';
import { requestSignInCode } from '@/lib/auth/request-sign-in-code';
import { signInBrowserFor } from '@/lib/auth/sign-in-browser';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { jsonRefusal } from '@/lib/http/reasons';
import { sameSiteRoute } from '@/lib/write-guards/write-route';

// GET /api/create/code?email= – mails a 6-digit sign-in code to the member's registered e-mail; the code is then
// posted to /api/verify/code. The seeds' `?id=` alone mails nothing: anyone could go through the ids, filling
// members' inboxes, so a code is only sent to an address the asker typed.
async function createCode(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const query = createCodeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidInput'));
  if (!query.data.email) return memberAddressRequired(locale);
  const client = clientAddressFrom(request.headers);
  // The answer tells whether an address is a member's, so asking is limited per client.
  const allowance = await consumeLookupAllowance('member', client);
  if (!allowance.allowed) return memberLookupRefusal(locale, allowance.retryAfterSeconds);

  const asker = signInBrowserFor(request.headers);
  const outcome = await requestSignInCode({
    subject: 'member',
    email: query.data.email,
    clientAddress: client,
    browser: asker.browser,
    locale,
  });
  if (outcome.ok) return asker.remember(jsonPrivate({ message: t('api.codeSent') }));
  const message = outcome.reason === 'unknownEmail' ? t('signIn.unknownEmail') : t(`errors.${outcome.reason}`);
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;

  return jsonRefusal(outcome.reason, message, { headers });
}

export const GET = sameSiteRoute(createCode);
