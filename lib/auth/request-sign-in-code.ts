import 'server-only';

import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { sendMail } from '@/lib/mail';
import { signInCodeMail } from '@/lib/mail/templates/sign-in-code';
import { consumeRateLimit } from '@/lib/rate-limit';

import { CODE_TTL_MINUTES, generateCode, hashCode } from './code';
import { SIGN_IN_LIMITS } from './limits';
import { findSubjectAccountId } from './queries';
import { emailSchema } from './schema';
import type { CodeSubject } from './subjects';

export type RequestCodeFailure = 'invalidEmail' | 'rateLimited' | 'unknownEmail' | 'mailFailed';
export type RequestCodeOutcome =
  { ok: true; email: string } | { ok: false; reason: RequestCodeFailure; retryAfterSeconds?: number };

type RequestCodeOptions = { subject: CodeSubject; email: string; clientAddress: string; locale: Locale };

async function checkSendingLimits(subject: CodeSubject, email: string, clientAddress: string) {
  const { windowSeconds, codesPerClient, codesPerEmail } = SIGN_IN_LIMITS;
  const results = await Promise.all([
    consumeRateLimit({ key: `sign-in-code:${subject}:client:${clientAddress}`, limit: codesPerClient, windowSeconds }),
    consumeRateLimit({ key: `sign-in-code:${subject}:email:${email}`, limit: codesPerEmail, windowSeconds }),
  ]);

  return {
    allowed: results.every((result) => result.allowed),
    retryAfterSeconds: Math.max(...results.map((r) => r.retryAfterSeconds)),
  };
}

/** Stores a fresh code for the address; any older code of the same subject and address stops working. */
async function storeNewCode(subject: CodeSubject, email: string): Promise<string> {
  const code = generateCode();
  const sameAddress = and(eq(signInCodes.subject, subject), eq(signInCodes.email, email));
  await db
    .update(signInCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(sameAddress, isNull(signInCodes.consumedAt)));
  // Old rows only explain why a code failed; a day later they explain nothing.
  await db.delete(signInCodes).where(and(sameAddress, lt(signInCodes.createdAt, sql`now() - interval '1 day'`)));
  await db.insert(signInCodes).values({
    subject,
    email,
    codeHash: hashCode({ secret: authSecret(), subject, email, code }),
    expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
  });

  return code;
}

/**
 * Mails a one-time code to a registered e-mail of the subject. Limits are counted before the address is looked
 * up, so probing addresses costs the same as asking for codes.
 */
export async function requestSignInCode({
  subject,
  email,
  clientAddress,
  locale,
}: RequestCodeOptions): Promise<RequestCodeOutcome> {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, reason: 'invalidEmail' };
  const address = parsed.data;

  const limit = await checkSendingLimits(subject, address, clientAddress);
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };
  if ((await findSubjectAccountId(subject, address)) === null) return { ok: false, reason: 'unknownEmail' };

  const code = await storeNewCode(subject, address);
  try {
    await sendMail(signInCodeMail({ to: address, code, minutes: CODE_TTL_MINUTES, locale }));
  } catch (error) {
    console.error('Sending a sign-in code failed:', error);

    return { ok: false, reason: 'mailFailed' };
  }

  return { ok: true, email: address };
}
