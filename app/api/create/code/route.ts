import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { memberCompanies } from '@/db/schema';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { createCodeQuerySchema } from '@/lib/assessment/member-schema';
import { requestSignInCode } from '@/lib/auth/request-sign-in-code';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';

const STATUS_BY_FAILURE = { invalidEmail: 400, unknownEmail: 404, rateLimited: 429, mailFailed: 503 } as const;

/** The registered e-mail of an active member: the code only ever goes there, whoever names the member. */
async function memberEmail(id: number): Promise<string | null> {
  const [member] = await db
    .select({ email: memberCompanies.email })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)));

  return member?.email ?? null;
}

// GET /api/create/code?email= (or ?id= of the member, as the seeds send it) – mails a 6-digit sign-in code to
// the member's registered e-mail; the code is then posted to next-auth's member-code callback.
export async function GET(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = memberAssessmentTranslator(locale);
  const query = createCodeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, t('errors.invalidInput'));
  const email = query.data.email || (query.data.id ? await memberEmail(query.data.id) : '');
  if (email === null) return jsonError(404, t('signIn.unknownEmail'));
  if (!email) return jsonError(400, t('signIn.emailRequired'), { errors: { email: t('signIn.emailRequired') } });

  const outcome = await requestSignInCode({ subject: 'member', email, clientAddress: clientAddressFrom(request.headers), locale });
  if (outcome.ok) return jsonPrivate({ message: t('api.codeSent') });
  const message = outcome.reason === 'unknownEmail' ? t('signIn.unknownEmail') : t(`errors.${outcome.reason}`);
  const headers = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined;

  return jsonError(STATUS_BY_FAILURE[outcome.reason], message, { headers });
}
