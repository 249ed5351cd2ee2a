import 'server-only';

import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { authSecret } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails, SIGN_IN_CODE_MAIL } from '@/lib/mail/outbox';
import { sendSoon } from '@/lib/mail/send-soon';
import { consumeClientRateLimit, consumeRateLimit } from '@/lib/rate-limit';

import { CODE_TTL_MINUTES, generateCode, hashCode } from './code';
import { type CodeRequester, isRequestedBy, requesterColumns } from './code-requester';
import { SIGN_IN_LIMITS } from './limits';
import { findSubjectAccountId } from './queries';
import { noteSignInRefusal } from './sign-in-bursts';
import { signInCodeMail } from './sign-in-code-mail';
import { emailSchema } from './schema';
import type { CodeSubject } from './subjects';

export type RequestCodeFailure = 'invalidEmail' | 'rateLimited' | 'unknownEmail';
export type RequestCodeOutcome =
  { ok: true; email: string } | { ok: false; reason: RequestCodeFailure; retryAfterSeconds?: number };

type RequestCodeOptions = CodeRequester & { subject: CodeSubject; email: string; locale: Locale };

/**
 * Whether a code may go out: per (address, client) and per client within the window, and per address for
 * everyone within a day, except that a client's first code of the day for the address always goes (the owner's
 * own request is never dropped because strangers asked first).
 */
async function isWithinSendingLimits(subject: CodeSubject, email: string, clientAddress: string): Promise<boolean> {
  const { windowSeconds, daySeconds, codesPerEmailPerClient, codesPerClient, mailsPerEmailPerDay } = SIGN_IN_LIMITS;
  const [ownWindow, client, ownDay, addressDay] = await Promise.all([
    consumeClientRateLimit({
      scope: `sign-in-code:${subject}:email:${email}`,
      clientAddress,
      limit: codesPerEmailPerClient,
      windowSeconds,
    }),
    consumeClientRateLimit({ scope: `sign-in-code:${subject}`, clientAddress, limit: codesPerClient, windowSeconds }),
    consumeClientRateLimit({
      scope: `sign-in-code-day:${subject}:email:${email}`,
      clientAddress,
      limit: 1,
      windowSeconds: daySeconds,
    }),
    consumeRateLimit({
      key: `sign-in-code-day:${subject}:email:${email}`,
      limit: mailsPerEmailPerDay,
      windowSeconds: daySeconds,
    }),
  ]);

  return ownWindow.allowed && client.allowed && (addressDay.allowed || ownDay.allowed);
}

/**
 * Stores a fresh code for the address and, in the same transaction, the mail that carries it (the code itself is
 * kept only hashed in the code table), bound to who asked for it (code-requester.ts). Older codes stay usable:
 * of those the same requester asked for, the newest SIGN_IN_LIMITS.liveCodesPerEmail live, the older ones
 * expire; a stranger's request touches none of the owner's.
 */
async function storeNewCode({ subject, email, locale, ...requester }: RequestCodeOptions): Promise<void> {
  const code = generateCode();
  const sameAddress = and(eq(signInCodes.subject, subject), eq(signInCodes.email, email));
  await db.transaction(async (tx) => {
    // Old rows only explain why a code failed; a day later they explain nothing.
    await tx.delete(signInCodes).where(and(sameAddress, lt(signInCodes.createdAt, sql`now() - interval '1 day'`)));
    await tx.insert(signInCodes).values({
      subject,
      email,
      codeHash: hashCode({ secret: authSecret(), subject, email, code }),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      ...requesterColumns(requester),
    });
    const outlived = tx
      .select({ id: signInCodes.id })
      .from(signInCodes)
      .where(
        and(
          sameAddress,
          isRequestedBy(requester),
          isNull(signInCodes.consumedAt),
          gt(signInCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
      .offset(SIGN_IN_LIMITS.liveCodesPerEmail);
    await tx
      .update(signInCodes)
      .set({ expiresAt: sql`now()` })
      .where(inArray(signInCodes.id, outlived));
    await enqueueMails(tx, [
      { kind: SIGN_IN_CODE_MAIL, message: signInCodeMail({ to: email, code, minutes: CODE_TTL_MINUTES, locale }) },
    ]);
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
export async function issueSignInCode(options: RequestCodeOptions): Promise<IssuedCode> {
  const { subject, email, clientAddress } = options;
  const isWithinLimits = await isWithinSendingLimits(subject, email, clientAddress);
  if ((await findSubjectAccountId(subject, email)) === null) return 'unknownEmail';
  if (!isWithinLimits) {
    await noteSignInRefusal({ refusal: 'request-burst', subject, email, clientAddress });

    return 'dropped';
  }
  await storeNewCode(options);

  return 'issued';
}

/**
 * Mails a one-time code (sent at once, retried from the outbox) to a registered e-mail of the member or meeting login, which say "unregistered" for an
 * unknown address (seeds); the routes count the lookup itself (lookup-limits.ts) before calling this.
 */
export async function requestSignInCode(options: RequestCodeOptions): Promise<RequestCodeOutcome> {
  const parsed = emailSchema.safeParse(options.email);
  if (!parsed.success) return { ok: false, reason: 'invalidEmail' };
  const address = parsed.data;

  const issued = await issueSignInCode({ ...options, email: address });
  if (issued === 'unknownEmail') return { ok: false, reason: 'unknownEmail' };
  // The code is recorded with its mail: a mail server that is down delays it, the sender retries it.
  if (issued === 'issued') await sendSoon();

  return { ok: true, email: address };
}
