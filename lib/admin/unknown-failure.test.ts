import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { db } from '@/db';
import { auditLog } from '@/db/schema';
import { fail, ok } from '@/lib/action-result';
import type { SignInSubject } from '@/lib/auth/subjects';
import { logger } from '@/lib/observability/logger';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';

import { adminActionResponse } from './action-response';
import { runAdminAction } from './run-admin-action';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A back-office write as a route handler runs it: the action through runAdminAction, its answer through adminActionResponse. */
async function answerOf(failureKey: string | null): Promise<{ status: number; body: unknown }> {
  const result = await runAdminAction({
    permission: 'content',
    schema: z.object({ id: z.number() }),
    input: { id: 1 },
    action: 'meeting-time.delete',
    isPublic: false,
    run: async ({ id }) => (failureKey ? fail(failureKey) : ok({ id })),
  });
  const response = adminActionResponse(result, (data) => data);

  return { status: response.status, body: await response.json() };
}

describe('a back-office action failing with a key the reasons do not know', () => {
  it('is answered 500 and logged with the key, writing no audit entry; a known conflict stays a 409', async () => {
    signedIn.user = { kind: 'admin', id: staff.adminId };
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    // A real back-office text (the day screen's own failure), which no action answers with: it has no reason.
    expect(await answerOf('admin.yellowMeetings.errors.timeDeleteFailed')).toEqual({
      status: 500,
      body: { message: 'Алдаа гарлаа!' },
    });
    expect(logged).toHaveBeenCalledWith(
      { reason: 'admin.yellowMeetings.errors.timeDeleteFailed' },
      'A refusal names a reason without an HTTP status',
    );
    expect(await db.$count(auditLog)).toBe(0);

    logged.mockClear();
    expect(await answerOf('admin.yellowMeetings.errors.timeInUse')).toMatchObject({ status: 409 });
    expect(await answerOf(null)).toEqual({ status: 200, body: { id: 1 } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps the session and role refusals at 401 and 403', async () => {
    signedIn.user = null;
    expect(await answerOf('never reached')).toMatchObject({ status: 401 });
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await answerOf('never reached')).toMatchObject({ status: 403 });
  });
});
