import 'server-only';

import { lte, sql } from 'drizzle-orm';

import { db } from '@/db';
import { rateLimits } from '@/db/schema';

/**
 * Removes the counters whose window has ended: such a counter starts afresh at its next hit anyway, so removing
 * it changes no decision. Without this, every made-up e-mail or address a flood tries would stay a row for ever.
 */
export async function deleteExpiredRateLimits(): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
}

/** Often enough that a flood's counters go within minutes of their window, rarely enough to cost nothing. */
export const EXPIRED_RATE_LIMITS_JOB = {
  kind: 'rate-limits-expired',
  everyMinutes: 10,
  run: deleteExpiredRateLimits,
} as const;
