import 'server-only';

import { lt, sql } from 'drizzle-orm';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';

/**
 * Removes the sign-in codes (staff, members, attendees) that expired over a day ago: such a code signs no one in,
 * and the day left keeps a recent one visible when a sign-in is looked into.
 */
export async function deleteExpiredSignInCodes(): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now() - interval '1 day'`));
}

export const EXPIRED_SIGN_IN_CODES_JOB = {
  kind: 'sign-in-codes-expired',
  everyMinutes: 60,
  run: deleteExpiredSignInCodes,
} as const;
