import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SignInSubject } from '@/lib/auth/subjects';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { GET } from './route';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

describe('GET /api/mw/get/language', () => {
  it('answers 401 to a visitor', async () => {
    signedIn.user = null;
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
  });

  it('answers the seeds’ language codes to staff', async () => {
    signedIn.user = { kind: 'admin', id: staff.userId };
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: [{ id: 1, language: 'Монгол' }, { id: 2, language: 'English' }] });
  });
});
