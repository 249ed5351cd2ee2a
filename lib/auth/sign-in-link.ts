import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInLinks } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import { env } from '@/lib/env';

import { getAdminAccount, getAdminAccountByEmail } from './queries';
import type { SessionIdentity } from './session-cookie';

/** Long enough to paste the link into a browser, short enough that a copy left in a terminal's scrollback is dead. */
export const SIGN_IN_LINK_MINUTES = 10;
export const SIGN_IN_LINK_PATH = '/api/auth/sign-in-link';

/** A link as the operator's command prints it: the address and when it stops working (ISO time). */
export type SignInLink = { url: string; expiresAt: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time sign-in link for the staff member with this address, for when mail (and so the e-mailed code) is
 * down; null when no staff account has the address. Only the token's hash is stored, and the audit log records who
 * made a link for whom (`issuedBy`: who ran the command, on which machine).
 */
export async function createSignInLink({
  email,
  issuedBy,
}: {
  email: string;
  issuedBy: string;
}): Promise<SignInLink | null> {
  const admin = await getAdminAccountByEmail(email.trim().toLowerCase());
  if (!admin) return null;
  const token = randomBytes(32).toString('base64url');
  // A dead link serves nothing (the audit log keeps the history): each new one clears them away.
  await db.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now()`));
  const [link] = await db
    .insert(signInLinks)
    .values({
      tokenHash: hashOf(token),
      adminAccountId: admin.id,
      expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})`,
    })
    .returning({ expiresAt: signInLinks.expiresAt });
  await recordAudit({
    actor: { id: null, email: issuedBy },
    action: 'sign-in-link.create',
    target: admin.email,
    clientAddress: '',
  });

  return {
    url: `${env.SITE_URL}${SIGN_IN_LINK_PATH}?token=${token}`,
    expiresAt: (link?.expiresAt ?? new Date()).toISOString(),
  };
}

/**
 * Uses up a sign-in link: the staff member it signs in, or null for a link that is unknown, used, expired, or whose
 * account was removed (its links went with it). One statement marks the link used, so two clicks sign in once.
 */
export async function redeemSignInLink({
  token,
  clientAddress,
}: {
  token: string;
  clientAddress: string;
}): Promise<SessionIdentity | null> {
  if (!token) return null;
  const [link] = await db
    .update(signInLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(signInLinks.tokenHash, hashOf(token)), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, sql`now()`)),
    )
    .returning({ adminAccountId: signInLinks.adminAccountId });
  const admin = link ? await getAdminAccount(link.adminAccountId) : null;
  if (!admin) return null;
  await recordAudit({ actor: admin, action: 'auth.sign-in', target: 'sign-in-link', clientAddress });

  return { kind: 'admin', id: admin.id, email: admin.email };
}
