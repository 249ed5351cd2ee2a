import { beforeAll, describe, expect, it } from 'vitest';

import { insertTestEditions } from '@/tests/fixtures/programme-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/event-dates${query}`));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
});

describe('GET /api/mw/get/event-dates', () => {
  it('answers 401 to a visitor and 200 to a read-only staff user', async () => {
    signInAs(null);
    expect((await get('?language=all')).status).toBe(401);
    signInAs({ kind: 'admin', id: staff.userId });
    expect((await get('?language=all')).status).toBe(200);
  });

  it('answers every edition’s days by edition then day, whatever the language, or one edition’s', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const all = await (await get('?language=all')).json();
    expect(Object.keys(all)).toEqual(['dates']);
    expect(all.dates.map((date: { id: number }) => date.id)).toEqual([21, 22, 23, 24, 31, 32, 33]);
    expect(all.dates[4]).toEqual({
      id: 31,
      event_id: 3,
      event: 'Mongolia Mining Week 2025',
      day: 1,
      event_date: '2025-09-11',
    });
    expect(await (await get('?language=1')).json()).toEqual(all);
    expect((await (await get('?language=2&event=3')).json()).dates).toHaveLength(3);
  });

  it('answers 400 for a language that is neither all nor an id, and for a bad edition', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const response = await get('?language=fr');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { language: 'Утга буруу байна.' },
    });
    expect((await get('?event=0')).status).toBe(400);
  });
});
