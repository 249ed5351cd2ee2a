import 'server-only';

import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';
import { consumeClientRateLimit } from '@/lib/rate-limit';

import { hashCode, isSameHash } from './code';
import { type CodeRequester, isRequestedBy } from './code-requester';
import { SIGN_IN_LIMITS } from './limits';
import { findSubjectAccountId } from './queries';
import { noteSignInRefusal } from './sign-in-bursts';
import { type VerifyCodeFailure, verifyCodeSchema } from './schema';
import type { CodeSubject } from './subjects';

export type VerifyCodeOutcome =
  { ok: true; accountId: number; email: string } | { ok: false; reason: VerifyCodeFailure };

type VerifyCodeOptions = CodeRequester & { subject: CodeSubject; email: string; code: string };

const sameAddress = (subject: CodeSubject, email: string) =>
  and(eq(signInCodes.subject, subject), eq(signInCodes.email, email));

/**
 * The address's codes that this requester asked for and can still use: unused and unexpired (at most
 * SIGN_IN_LIMITS.liveCodesPerEmail). A guess from anywhere else is compared with none of them.
 */
function liveCodes(subject: CodeSubject, email: string, requester: CodeRequester) {
  return db
    .select({ id: signInCodes.id, codeHash: signInCodes.codeHash })
    .from(signInCodes)
    .where(
      and(
        sameAddress(subject, email),
        isRequestedBy(requester),
        isNull(signInCodes.consumedAt),
        gt(signInCodes.expiresAt, sql`now()`),
      ),
    );
}

/**
 * Takes one of this client's tries at the address, within the window and the day. Tries are counted per
 * (address, client) and the same whether or not the address has codes, so a stranger's wrong guesses use up the
 * stranger's tries only and the answer says nothing about the address.
 */
async function consumeClientTries(subject: CodeSubject, email: string, clientAddress: string): Promise<boolean> {
  const { windowSeconds, daySeconds, guessesPerEmailPerClient, guessesPerEmailPerClientPerDay } = SIGN_IN_LIMITS;
  const scope = `sign-in-guess:${subject}:email:${email}`;
  const tries = await Promise.all([
    consumeClientRateLimit({ scope, clientAddress, limit: guessesPerEmailPerClient, windowSeconds }),
    consumeClientRateLimit({
      scope: `${scope}:day`,
      clientAddress,
      limit: guessesPerEmailPerClientPerDay,
      windowSeconds: daySeconds,
    }),
  ]);

  return tries.every((result) => result.allowed);
}

/**
 * Marks the matching code used, and the address's other live codes with it: one sign-in ends every code mailed
 * for it. False when another request used the code first.
 */
async function consumeCodes(subject: CodeSubject, email: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(signInCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(signInCodes.id, id), isNull(signInCodes.consumedAt)))
      .returning({ id: signInCodes.id });
    if (used.length === 0) return false;
    await tx
      .update(signInCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameAddress(subject, email), isNull(signInCodes.consumedAt)));

    return true;
  });
}

/** Counts a wrong guess on each live code, so that the table shows an operator what an audited burst aimed at. */
async function countWrongGuess(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(signInCodes)
    .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
    .where(inArray(signInCodes.id, ids));
}

/**
 * Checks a code someone typed against the live codes of the address that the same requester (network or browser)
 * asked for; on success the address's codes are used up and the
 * account they belong to is returned. Every wrong guess gets the one answer `codeInvalid`, whether the address is
 * registered, has codes, or they expired: only the client's own limits (`rateLimited`, `tooManyAttempts`) differ.
 */
export async function verifySignInCode({
  subject,
  email,
  code,
  ...requester
}: VerifyCodeOptions): Promise<VerifyCodeOutcome> {
  const { clientAddress } = requester;
  const parsed = verifyCodeSchema.safeParse({ email, code });
  if (!parsed.success) return { ok: false, reason: 'codeFormat' };
  const address = parsed.data.email;

  const refuse = async (reason: VerifyCodeFailure): Promise<VerifyCodeOutcome> => {
    await noteSignInRefusal({ refusal: 'guess-burst', subject, email: address, clientAddress });

    return { ok: false, reason };
  };

  const { allowed } = await consumeClientRateLimit({
    scope: `sign-in-verify:${subject}`,
    clientAddress,
    limit: SIGN_IN_LIMITS.verificationsPerClient,
    windowSeconds: SIGN_IN_LIMITS.windowSeconds,
  });
  if (!allowed) return refuse('rateLimited');
  if (!(await consumeClientTries(subject, address, clientAddress))) return refuse('tooManyAttempts');

  const candidate = hashCode({ secret: authSecret(), subject, email: address, code: parsed.data.code });
  const codes = await liveCodes(subject, address, requester);
  // Every live code is compared, the match or not, so the time taken does not tell which one matched.
  const matching = codes.filter((row) => isSameHash(row.codeHash, candidate));
  const match = matching[0];
  if (!match) {
    await countWrongGuess(codes.map((row) => row.id));

    return refuse('codeInvalid');
  }
  if (!(await consumeCodes(subject, address, match.id))) return refuse('codeInvalid');

  // The account is read again: one deleted after the code was sent must not sign in.
  const accountId = await findSubjectAccountId(subject, address);

  return accountId === null ? refuse('codeInvalid') : { ok: true, accountId, email: address };
}
