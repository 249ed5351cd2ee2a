import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { SignInSubject } from '@/lib/auth/subjects';
import { insertTestRegistrations } from '@/lib/conference/registrations/test-registrations';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { GET } from './route';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));

prepareTestDatabase();

let userId = 0;

beforeAll(async () => {
  ({ userId } = await createStaffAccounts());
  await insertTestRegistrations();
});

describe('GET /api/mw/get/event', () => {
  it('answers 401 to a visitor', async () => {
    signedIn.user = null;
    expect((await GET()).status).toBe(401);
  });

  it('lists the editions newest first for staff', async () => {
    signedIn.user = { kind: 'admin', id: userId };
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      event: [
        { id: 3, event: 'Mongolia Mining Week 2025 чуулган', year: 2025, isCurrent: true },
        { id: 2, event: 'Mongolia Mining Week 2024', year: 2024, isCurrent: false },
      ],
    });
  });
});
