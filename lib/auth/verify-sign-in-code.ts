import 'server-only';

import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';
import { consumeRateLimit } from '@/lib/rate-limit';

import { CODE_TTL_MINUTES, codeState, hashCode, isSameHash } from './code';
import { SIGN_IN_LIMITS } from './limits';
import { findSubjectAccountId } from './queries';
import { noteSignInRefusal } from './sign-in-bursts';
import { type VerifyCodeFailure, verifyCodeSchema } from './schema';
import type { CodeSubject } from './subjects';

export type VerifyCodeOutcome =
  { ok: true; accountId: number; email: string } | { ok: false; reason: VerifyCodeFailure };

type VerifyCodeOptions = { subject: CodeSubject; email: string; code: string; clientAddress: string };

/** Only the newest code of an address counts; issuing a new one ends the older ones. */
function newestCodeId(subject: CodeSubject, email: string) {
  return db
    .select({ id: signInCodes.id })
    .from(signInCodes)
    .where(and(eq(signInCodes.subject, subject), eq(signInCodes.email, email)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1);
}

/** The newest code of the address while it can still be tried: unused, unexpired, not tried too often. */
async function newestLiveCode(subject: CodeSubject, email: string) {
  const [row] = await db
    .select({ id: signInCodes.id })
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.id, sql`(${newestCodeId(subject, email)})`),
        isNull(signInCodes.consumedAt),
        gt(signInCodes.expiresAt, sql`now()`),
        lt(signInCodes.failedAttempts, SIGN_IN_LIMITS.guessesPerCode),
      ),
    );

  return row ?? null;
}

/**
 * Takes one of the code's tries before comparing. Counting first, in one guarded UPDATE, means that however
 * many guesses arrive at once, at most SIGN_IN_LIMITS.guessesPerCode of them are ever compared with the code.
 */
async function reserveAttempt(id: number) {
  const [row] = await db
    .update(signInCodes)
    .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(signInCodes.id, id),
        isNull(signInCodes.consumedAt),
        gt(signInCodes.expiresAt, sql`now()`),
        lt(signInCodes.failedAttempts, SIGN_IN_LIMITS.guessesPerCode),
      ),
    )
    .returning({ id: signInCodes.id, codeHash: signInCodes.codeHash, failedAttempts: signInCodes.failedAttempts });

  return row ?? null;
}

/**
 * This client's tries at this code. They are counted per (code, client address), so a stranger's wrong guesses
 * use up the stranger's tries only: the owner, elsewhere, still signs in with the right code.
 */
function consumeClientTry(codeId: number, clientAddress: string) {
  return consumeRateLimit({
    key: `sign-in-guess:${codeId}:${clientAddress}`,
    limit: SIGN_IN_LIMITS.guessesPerCodePerClient,
    windowSeconds: CODE_TTL_MINUTES * 60,
  });
}

/** Marks the code used; the try taken for the right code was not a failure, so it is given back. */
async function consumeCode(id: number): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({ consumedAt: sql`now()`, failedAttempts: sql`${signInCodes.failedAttempts} - 1` })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt)))
    .returning({ id: signInCodes.id });

  return rows.length === 1;
}

/** Why no try could be taken: no usable code, or its tries are used up. */
async function explainUnusableCode(subject: CodeSubject, email: string): Promise<VerifyCodeFailure> {
  const [row] = await db
    .select({
      expiresAt: signInCodes.expiresAt,
      failedAttempts: signInCodes.failedAttempts,
      consumedAt: signInCodes.consumedAt,
      now: sql<Date>`now()`.mapWith(signInCodes.expiresAt),
    })
    .from(signInCodes)
    .where(eq(signInCodes.id, sql`(${newestCodeId(subject, email)})`));

  return row && codeState(row, row.now) === 'exhausted' ? 'tooManyAttempts' : 'codeExpired';
}

/** Checks a code someone typed; on success the code is used up and the account it belongs to is returned. */
export async function verifySignInCode({
  subject,
  email,
  code,
  clientAddress,
}: VerifyCodeOptions): Promise<VerifyCodeOutcome> {
  const parsed = verifyCodeSchema.safeParse({ email, code });
  if (!parsed.success) return { ok: false, reason: 'codeFormat' };
  const address = parsed.data.email;

  const refuse = async (reason: VerifyCodeFailure): Promise<VerifyCodeOutcome> => {
    await noteSignInRefusal({ refusal: 'guess-burst', subject, email: address, clientAddress });

    return { ok: false, reason };
  };

  const limit = await consumeRateLimit({
    key: `sign-in-verify:${subject}:client:${clientAddress}`,
    limit: SIGN_IN_LIMITS.verificationsPerClient,
    windowSeconds: SIGN_IN_LIMITS.windowSeconds,
  });
  if (!limit.allowed) return refuse('rateLimited');

  const live = await newestLiveCode(subject, address);
  if (!live) return refuse(await explainUnusableCode(subject, address));
  const clientTry = await consumeClientTry(live.id, clientAddress);
  if (!clientTry.allowed) return refuse('tooManyAttempts');
  const attempt = await reserveAttempt(live.id);
  if (!attempt) return refuse(await explainUnusableCode(subject, address));
  const candidate = hashCode({ secret: authSecret(), subject, email: address, code: parsed.data.code });
  if (!isSameHash(attempt.codeHash, candidate)) {
    const isLastTry = clientTry.hits >= SIGN_IN_LIMITS.guessesPerCodePerClient || attempt.failedAttempts >= SIGN_IN_LIMITS.guessesPerCode;

    return refuse(isLastTry ? 'tooManyAttempts' : 'codeInvalid');
  }
  if (!(await consumeCode(attempt.id))) return { ok: false, reason: 'codeExpired' };

  // The account is read again: one deleted after the code was sent must not sign in.
  const accountId = await findSubjectAccountId(subject, address);

  return accountId === null ? { ok: false, reason: 'codeExpired' } : { ok: true, accountId, email: address };
}
