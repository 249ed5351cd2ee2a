import { beforeAll, describe, expect, it } from 'vitest';

// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

describe('GET /api/mw/get/language', () => {
  it('answers 401 to a visitor', async () => {
    signInAs(null);
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
  });

  it('answers the seeds’ language codes to staff', async () => {
    signInAs({ kind: 'admin', id: staff.userId });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: [
        { id: 1, language: 'Монгол' },
        { id: 2, language: 'English' },
      ],
    });
  });
});
