import { beforeAll, describe, expect, it } from 'vitest';

import { insertTestRegistrations } from '@/tests/fixtures/conference-registrations';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let userId = 0;

beforeAll(async () => {
  ({ userId } = await createStaffAccounts());
  await insertTestRegistrations();
});

describe('GET /api/mw/get/event', () => {
  it('answers 401 to a visitor', async () => {
    signInAs(null);
    expect((await GET()).status).toBe(401);
  });

  it('lists the editions newest first for staff', async () => {
    signInAs({ kind: 'admin', id: userId });
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
