import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceAgendaImages } from '@/db/schema';
import { insertTestEditions } from '@/tests/fixtures/schedule-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const get = (query: string) => GET(new Request(`http://localhost/api/mw/admin/get/agenda${query}`));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestEditions();
  await db.insert(conferenceAgendaImages).values([
    ...Array.from({ length: 12 }, (_, index) => ({
      dayId: index < 6 ? 31 : 32,
      locale: index % 2 ? 'en' : 'mn',
      image: `conference/p-${index}.jpg`,
      position: index,
    })),
    { dayId: 21, locale: 'en', image: 'conference/2024.jpg' },
  ]);
});

describe('GET /api/mw/admin/get/agenda', () => {
  it('answers 401 to a visitor and 200 to a read-only staff user', async () => {
    signInAs(null);
    expect((await get('')).status).toBe(401);
    signInAs({ kind: 'admin', id: staff.userId });
    expect((await get('')).status).toBe(200);
  });

  it('answers the seeds’ keys for the current edition, ten rows a page by default', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const response = await get('');
    const body = await response.json();

    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Object.keys(body).sort()).toEqual(['agenda', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 12, totalPages: 2 });
    expect(body.agenda).toHaveLength(10);
    expect(body.agenda[0]).toMatchObject({
      event_date_id: 31,
      language_id: 1,
      event_date: '2025-09-11',
      day: 1,
      agenda_image: '/files/conference/p-0.jpg',
      event: 'ММВ 2025',
      language: 'Монгол',
    });
  });

  it('filters by edition and language and pages on the server', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const english = await (await get('?event=3&language=2&page=2&limit=20')).json();
    expect(english).toEqual({ agenda: [], total: 6, totalPages: 1 });
    const older = await (await get('?event=2&language=all')).json();
    expect(
      older.agenda.map((row: { agenda_image: string; language: string }) => [row.agenda_image, row.language]),
    ).toEqual([['/files/conference/2024.jpg', 'English']]);
  });

  it('answers 400 with the fields at fault', async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    const response = await get('?event=abc&language=mn&limit=30');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('Оруулсан мэдээлэл буруу байна.');
    expect(Object.keys(body.errors).sort()).toEqual(['event', 'language', 'limit']);
  });
});
