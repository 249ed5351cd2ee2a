import 'server-only';

import type { CodeRequester } from '@/lib/auth/code-requester';
import type { VerifyCodeFailure } from '@/lib/auth/schema';
import { verifySignInCode } from '@/lib/auth/verify-sign-in-code';

import { type MemberProgress, memberProgress } from './member-progress';

export type MemberCodeOutcome =
  | { ok: true; member: { id: number; email: string }; progress: MemberProgress }
  | { ok: false; reason: VerifyCodeFailure };

/** Checks a member's mailed code; on success, where the member stands (seeds 4: completion and result). */
export async function verifyMemberCode(
  options: CodeRequester & { email: string; code: string },
): Promise<MemberCodeOutcome> {
  const outcome = await verifySignInCode({ subject: 'member', ...options });
  if (!outcome.ok) return outcome;

  return {
    ok: true,
    member: { id: outcome.accountId, email: outcome.email },
    progress: await memberProgress(outcome.accountId),
  };
}
