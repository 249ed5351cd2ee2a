import 'server-only';

import { setTimeout as sleep } from 'node:timers/promises';

import { sendSoon } from '@/lib/mail/send-soon';

import type { CodeRequester } from './code-requester';
import { issueSignInCode } from './request-sign-in-code';
import { emailSchema } from './schema';

/**
 * The staff sign-in answers no sooner than this after the request arrived, whoever the address belongs to. The
 * work behind it (counting limits, looking the address up, storing a code) takes milliseconds; the mail, which
 * can take seconds, goes out after the answer.
 */
export const STAFF_CODE_ANSWER_FLOOR_MS = 400;

export type StaffCodeOutcome = { ok: true; email: string } | { ok: false; reason: 'invalidEmail' };

/**
 * The first step of the staff sign-in. Whether the address is a staff member's, unknown, or over a limit, the
 * answer is the same and comes after the same time (STAFF_CODE_ANSWER_FLOOR_MS): the back-office's login says
 * nothing about who works here. Only a malformed address is refused.
 */
export async function requestStaffSignInCode({
  email,
  ...requester
}: CodeRequester & { email: string }): Promise<StaffCodeOutcome> {
  const answerAt = performance.now() + STAFF_CODE_ANSWER_FLOOR_MS;
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { ok: false, reason: 'invalidEmail' };

  const issued = await issueSignInCode({ subject: 'admin', email: parsed.data, ...requester, locale: 'mn' });
  // Sent after the answer, not awaited: how long a mail server takes must not tell a staff address from another.
  if (issued === 'issued') void sendSoon();
  await sleep(Math.max(0, answerAt - performance.now()));

  return { ok: true, email: parsed.data };
}
