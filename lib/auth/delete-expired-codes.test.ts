import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { signInCodes } from '@/db/schema';
import { cronOf } from '@/lib/jobs/recurring';
import { JOB_HANDLERS, RECURRING_JOBS } from '@/lib/setup/job-handlers';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { EXPIRED_SIGN_IN_CODES_JOB } from './delete-expired-codes';

prepareTestDatabase();

describe('the expired sign-in codes job', () => {
  it('removes the staff, member and attendee codes expired over a day ago, every hour', async () => {
    const code = (subject: 'admin' | 'member' | 'attendee', email: string, expiredHoursAgo: number) => ({
      subject,
      email,
      codeHash: 'hash',
      expiresAt: sql`now() - make_interval(hours => ${expiredHoursAgo})`,
    });
    await db
      .insert(signInCodes)
      .values([
        code('admin', 'old-staff@example.com', 25),
        code('member', 'old-member@example.com', 48),
        code('attendee', 'old-attendee@example.com', 30),
        code('member', 'recent@example.com', 2),
        code('attendee', 'live@example.com', -1),
      ]);

    await JOB_HANDLERS[EXPIRED_SIGN_IN_CODES_JOB.kind]?.({});

    const left = await db.select({ email: signInCodes.email }).from(signInCodes).orderBy(signInCodes.email);
    expect(left).toEqual([{ email: 'live@example.com' }, { email: 'recent@example.com' }]);
    expect(RECURRING_JOBS).toContain(EXPIRED_SIGN_IN_CODES_JOB);
    expect(cronOf(EXPIRED_SIGN_IN_CODES_JOB)).toBe('0 * * * *');
  });
});
