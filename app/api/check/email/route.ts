import { desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentSubmissions, memberCompanies } from '@/db/schema';
import { memberAssessmentTranslator, requestLocale } from '@/lib/assessment/member-messages';
import { emailQuerySchema } from '@/lib/assessment/member-schema';
import { findSubjectAccountId } from '@/lib/auth/queries';
import { SIGN_IN_LIMITS } from '@/lib/auth/limits';
import { emailSchema } from '@/lib/auth/schema';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError, jsonPrivate } from '@/lib/http/json-response';
import { consumeRateLimit } from '@/lib/rate-limit';
import { fileUrl } from '@/lib/storage/url';

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

  // Telling registered addresses apart is what this call is for, so asking is limited like asking for codes.
  const limit = await consumeRateLimit({
    key: `member-check:client:${clientAddressFrom(request.headers)}`,
    limit: SIGN_IN_LIMITS.codesPerClient * 2,
    windowSeconds: SIGN_IN_LIMITS.windowSeconds,
  });
  if (!limit.allowed) return jsonError(429, t('errors.rateLimited'), { headers: { 'Retry-After': String(limit.retryAfterSeconds) } });

  const memberId = await findSubjectAccountId('member', parsed.data);
  if (memberId === null) return jsonError(404, t('signIn.unknownEmail'));
  const [member] = await db
    .select({ id: memberCompanies.id, name: memberCompanies.name, logo: memberCompanies.logo })
    .from(memberCompanies)
    .where(eq(memberCompanies.id, memberId));
  const [latest] = await db
    .select({ id: assessmentSubmissions.id })
    .from(assessmentSubmissions)
    .where(eq(assessmentSubmissions.memberId, memberId))
    .orderBy(desc(assessmentSubmissions.id))
    .limit(1);

  return jsonPrivate({
    member: member ? { id: member.id, name: member.name, logo: member.logo ? fileUrl(member.logo) : null } : null,
    answer_id: latest?.id ?? null,
  });
}
