import 'server-only';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { memberCompanies } from '@/db/schema';
import type { VerifyCodeFailure } from '@/lib/auth/schema';
import { verifySignInCode } from '@/lib/auth/verify-sign-in-code';

import { type MemberProgress, memberProgress } from './member-progress';

type MemberAddress = { email?: string; id?: number };

export type MemberAddressOutcome = { ok: true; email: string } | { ok: false; reason: 'emailRequired' | 'unknownEmail' };

/**
 * The address a member's code goes to or is checked for. Given an id (as the seeds send it), the member's own
 * registered e-mail: the code never goes anywhere the caller chooses.
 */
export async function resolveMemberAddress({ email, id }: MemberAddress): Promise<MemberAddressOutcome> {
  if (email) return { ok: true, email };
  if (!id) return { ok: false, reason: 'emailRequired' };
  const [member] = await db
    .select({ email: memberCompanies.email })
    .from(memberCompanies)
    .where(and(eq(memberCompanies.id, id), eq(memberCompanies.active, true)));

  return member ? { ok: true, email: member.email } : { ok: false, reason: 'unknownEmail' };
}

export type MemberCodeOutcome =
  | { ok: true; member: { id: number; email: string }; progress: MemberProgress }
  | { ok: false; reason: VerifyCodeFailure };

/** Checks a member's mailed code; on success, where the member stands (seeds 4: completion and result). */
export async function verifyMemberCode(options: { email: string; code: string; clientAddress: string }): Promise<MemberCodeOutcome> {
  const outcome = await verifySignInCode({ subject: 'member', ...options });
  if (!outcome.ok) return outcome;

  return { ok: true, member: { id: outcome.accountId, email: outcome.email }, progress: await memberProgress(outcome.accountId) };
}
