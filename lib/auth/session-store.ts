import 'server-only';

import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { authSessions } from '@/db/schema';

import type { SignInSubject } from './subjects';

type SessionOwner = { kind: SignInSubject; id: number };

/**
 * Records a new session of the account and returns its id, which the session cookie carries. The account's
 * sessions that have run out are removed here, so the table holds only live ones and their owners' few others.
 */
export async function startSession({ kind, id }: SessionOwner, maxAgeSeconds: number): Promise<string> {
  const sessionId = randomBytes(24).toString('base64url');
  const sameAccount = and(eq(authSessions.subject, kind), eq(authSessions.accountId, id));
  await db.delete(authSessions).where(and(sameAccount, lt(authSessions.expiresAt, sql`now()`)));
  await db.insert(authSessions).values({
    id: sessionId,
    subject: kind,
    accountId: id,
    expiresAt: sql`now() + make_interval(secs => ${maxAgeSeconds})`,
  });

  return sessionId;
}

/** Whether the session is still live and belongs to this account: one primary-key read per request. */
export async function isSessionLive(sessionId: string, { kind, id }: SessionOwner): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.subject, kind),
        eq(authSessions.accountId, id),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);

  return row !== undefined;
}

/** Ends one session (signing out): every copy of its cookie is refused from now on. */
export async function endSession(sessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionId));
}
