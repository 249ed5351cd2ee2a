import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferencePresenters } from '@/db/schema';
import { insertTestEditions } from '@/tests/fixtures/programme-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const get = (query: string) => GET(new Request(`http://localhost/api/mw/admin/get/presenter${query}`));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
  await db.insert(conferencePresenters).values([
    ...Array.from({ length: 23 }, (_, index) => ({
      eventId: 3,
      nameMn: `Илтгэгч ${index + 1}`,
      nameEn: `Presenter ${index + 1}`,
      positionMn: 'Илтгэгч',
      positionEn: 'Speaker',
      image: `conference/presenter-${index + 1}.jpg`,
      queue: index,
    })),
    { eventId: 2, nameMn: '2024 оны илтгэгч', image: 'conference/presenter-1.jpg' },
  ]);
});

describe('GET /api/mw/admin/get/presenter', () => {
  it('answers 401 to a visitor and 200 to every staff role, read-only included', async () => {
    signInAs(null);
    expect((await get('?event=3')).status).toBe(401);
    signInAs({ kind: 'member', id: 1 });
    expect((await get('?event=3')).status).toBe(401);
    signInAs({ kind: 'admin', id: staff.userId });
    expect((await get('?event=3')).status).toBe(200);
  });

  it('answers the seeds’ keys: 20 of the current edition in queue order by default, then the next page', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const response = await get('');
    const body = await response.json();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Object.keys(body).sort()).toEqual(['presenter', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 23, totalPages: 2 });
    expect(body.presenter).toHaveLength(20);
    expect(body.presenter[0]).toMatchObject({
      name_mn: 'Илтгэгч 1',
      name_en: 'Presenter 1',
      event_id: 3,
      event: 'Mongolia Mining Week 2025',
      presenter_queue: 1,
      profile_img: '/files/conference/presenter-1.jpg',
    });
    expect(Object.keys(body.presenter[0]).sort()).toEqual(
      [
        'created_at',
        'event',
        'event_id',
        'id',
        'image',
        'name_en',
        'name_mn',
        'position_en',
        'position_mn',
        'presenter_queue',
        'profile_img',
      ].sort(),
    );

    const second = await (await get('?event=3&page=2&limit=20')).json();
    expect(second.presenter.map((row: { presenter_queue: number }) => row.presenter_queue)).toEqual([21, 22, 23]);
    expect(
      (await (await get('?event=2&limit=50')).json()).presenter.map((row: { name_mn: string }) => row.name_mn),
    ).toEqual(['2024 оны илтгэгч']);
  });

  it('answers 400 with the field’s message for a bad query', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const response = await get('?event=x&limit=30');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { event: 'Эерэг бүхэл тоо оруулна уу.', limit: 'Утга буруу байна.' },
    });
    expect((await get('?page=0')).status).toBe(400);
  });
});
