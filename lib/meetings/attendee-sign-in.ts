import 'server-only';

import type { CodeRequester } from '@/lib/auth/code-requester';
import { type RequestCodeOutcome, requestSignInCode } from '@/lib/auth/request-sign-in-code';
import type { VerifyCodeFailure } from '@/lib/auth/schema';
import { issueSessionCookie } from '@/lib/auth/session-cookie';
import { verifySignInCode } from '@/lib/auth/verify-sign-in-code';
import type { Locale } from '@/lib/i18n/routing';

import { getMeetingUser, type MeetingUser } from './queries';

/**
 * Step 1: mails a sign-in code to a registered meeting user ("unregistered" otherwise, as the seeds want; the
 * route counts that lookup). A request over the sending limits is dropped silently (request-sign-in-code.ts).
 */
export async function sendAttendeeCode(
  options: CodeRequester & { email: string; locale: Locale },
): Promise<RequestCodeOutcome> {
  return requestSignInCode({ subject: 'attendee', ...options });
}

export type AttendeeSignInOutcome =
  | { ok: true; user: MeetingUser; cookie: Awaited<ReturnType<typeof issueSessionCookie>> }
  | { ok: false; reason: VerifyCodeFailure };

/** Step 2: checks the mailed code; on success the session cookie that signs the meeting user in. */
export async function signInAttendeeWithCode(
  options: CodeRequester & { email: string; code: string },
): Promise<AttendeeSignInOutcome> {
  const outcome = await verifySignInCode({ subject: 'attendee', ...options });
  if (!outcome.ok) return outcome;
  // Read again by id: a user removed by staff since the code was checked must not sign in.
  const user = await getMeetingUser(outcome.accountId);
  if (!user) return { ok: false, reason: 'codeInvalid' };
  const cookie = await issueSessionCookie({ kind: 'attendee', id: user.id, email: user.email });

  return { ok: true, user, cookie };
}
