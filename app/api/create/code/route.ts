import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { memberAddressRefusal, memberLookupRefusal } from '@/lib/assessment/member-http';
import { createCodeQuerySchema } from '@/lib/assessment/member-schema';
import { resolveMemberAddress } from '@/lib/assessment/member-sign-in';
import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';
import { requestSignInCode } from '@/lib/auth/request-sign-in-code';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { sameSiteRoute } from '@/lib/http/write-route';

const STATUS_BY_FAILURE = { invalidEmail: 400, unknownEmail: 404, rateLimited: 429 } as const;

// GET /api/create/code?email= (or ?id= of the member, as the seeds send it) – mails a 6-digit sign-in code to
// the member's registered e-mail; the code is then posted to /api/verify/code.
async function createCode(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const query = createCodeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidInput'));
  const client = clientAddressFrom(request.headers);
  // The answer tells whether an address (or id) is a member's, so asking is limited per client and for all.
  const allowance = await consumeLookupAllowance('member', client);
  if (!allowance.allowed) return memberLookupRefusal(locale, allowance.retryAfterSeconds);
  const address = await resolveMemberAddress(query.data);
  if (!address.ok) return memberAddressRefusal(locale, address.reason);

  const outcome = await requestSignInCode({ subject: 'member', email: address.email, clientAddress: client, locale });
  if (outcome.ok) return jsonPrivate({ message: t('api.codeSent') });
  const message = outcome.reason === 'unknownEmail' ? t('signIn.unknownEmail') : t(`errors.${outcome.reason}`);
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;

  return jsonError(STATUS_BY_FAILURE[outcome.reason], message, { headers });
}

export const GET = sameSiteRoute(createCode);
