import 'server-only';

import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails } from '@/lib/mail/outbox';
import { sendSoon } from '@/lib/mail/send-soon';
import { SIGN_IN_CODE_MAIL, signInCodeMail } from '@/lib/mail/templates/sign-in-code';
import { consumeRateLimit } from '@/lib/rate-limit';

import { CODE_TTL_MINUTES, generateCode, hashCode } from './code';
import { SIGN_IN_LIMITS } from './limits';
import { findSubjectAccountId } from './queries';
import { noteSignInRefusal } from './sign-in-bursts';
import { emailSchema } from './schema';
import type { CodeSubject } from './subjects';

export type RequestCodeFailure = 'invalidEmail' | 'rateLimited' | 'unknownEmail';
export type RequestCodeOutcome =
  { ok: true; email: string } | { ok: false; reason: RequestCodeFailure; retryAfterSeconds?: number };

type RequestCodeOptions = { subject: CodeSubject; email: string; clientAddress: string; locale: Locale };

/** Whether a code may go out: per (address, client), per address from everyone, and per client. */
async function isWithinSendingLimits(subject: CodeSubject, email: string, clientAddress: string): Promise<boolean> {
  const { windowSeconds, codesPerEmailPerClient, codesPerEmail, codesPerClient } = SIGN_IN_LIMITS;
  const results = await Promise.all([
    consumeRateLimit({ key: `sign-in-code:${subject}:email-client:${email}:${clientAddress}`, limit: codesPerEmailPerClient, windowSeconds }),
    consumeRateLimit({ key: `sign-in-code:${subject}:email:${email}`, limit: codesPerEmail, windowSeconds }),
    consumeRateLimit({ key: `sign-in-code:${subject}:client:${clientAddress}`, limit: codesPerClient, windowSeconds }),
  ]);

  return results.every((result) => result.allowed);
}

/**
 * Stores a fresh code for the address and, in the same transaction, the mail that carries it (the code itself is
 * kept only hashed in the code table); any older code of the same subject and address stops working.
 */
async function storeNewCode({ subject, email, locale }: { subject: CodeSubject; email: string; locale: Locale }): Promise<void> {
  const code = generateCode();
  const sameAddress = and(eq(signInCodes.subject, subject), eq(signInCodes.email, email));
  await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameAddress, isNull(signInCodes.consumedAt)));
    // Old rows only explain why a code failed; a day later they explain nothing.
    await tx.delete(signInCodes).where(and(sameAddress, lt(signInCodes.createdAt, sql`now() - interval '1 day'`)));
    await tx.insert(signInCodes).values({
      subject,
      email,
      codeHash: hashCode({ secret: authSecret(), subject, email, code }),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    });
    await enqueueMails(tx, [{ kind: SIGN_IN_CODE_MAIL, message: signInCodeMail({ to: email, code, minutes: CODE_TTL_MINUTES, locale }) }]);
  });
}

export type IssuedCode = 'issued' | 'dropped' | 'unknownEmail';

/**
 * Issues a code for a registered address of the subject (`email` already normalised) and records its mail in
 * `locale`, which the caller then sends at once. The sending limits are
 * counted before the address is looked up, so an unknown address costs the same; a request over them is dropped
 * without a word: the caller answers as if the code went out, so a stranger who floods an address cannot tell,
 * and the owner is never told to wait because of the stranger.
 */
export async function issueSignInCode({ subject, email, clientAddress, locale }: RequestCodeOptions): Promise<IssuedCode> {
  const isWithinLimits = await isWithinSendingLimits(subject, email, clientAddress);
  if ((await findSubjectAccountId(subject, email)) === null) return 'unknownEmail';
  if (!isWithinLimits) {
    await noteSignInRefusal({ refusal: 'request-burst', subject, email, clientAddress });

    return 'dropped';
  }
  await storeNewCode({ subject, email, locale });

  return 'issued';
}

/**
 * Mails a one-time code (sent at once, retried from the outbox) to a registered e-mail of the member or meeting login, which say "unregistered" for an
 * unknown address (seeds); the routes count the lookup itself (lookup-limits.ts) before calling this.
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

  const issued = await issueSignInCode({ subject, email: address, clientAddress, locale });
  if (issued === 'unknownEmail') return { ok: false, reason: 'unknownEmail' };
  // The code is recorded with its mail: a mail server that is down delays it, the sender retries it.
  if (issued === 'issued') await sendSoon();

  return { ok: true, email: address };
}
