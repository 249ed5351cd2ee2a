import 'server-only';

import { type SQL, sql } from 'drizzle-orm';

/**
 * The database's clock, as for `next_attempt_at`'s default: servers whose clocks differ agree on what is due.
 * `now` replaces it, so that tests can try retries without waiting for them.
 */
export const outboxNow = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

export const minutesAfter = (at: SQL, minutes: number): SQL => sql`${at} + make_interval(mins => ${minutes})`;
