import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceMenuCategories } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await db.insert(conferenceMenuCategories).values([
    { cid: 1, category: 'Нүүр', categoryEn: 'Home', pageType: 'static', position: 1 },
    { cid: 2, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryStatus: false, position: 0 },
  ]);
});

describe('GET /api/mw/get/categories', () => {
  it('answers 401 to a visitor and to a signed-in member', async () => {
    signInAs(null);
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
    signInAs({ kind: 'member', id: staff.adminId });
    expect((await GET()).status).toBe(401);
  });

  it("answers staff (read-only too) every category, inactive ones included, in menu order, under the seeds' keys", async () => {
    signInAs({ kind: 'admin', id: staff.userId });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      category: [
        { cid: 2, category: 'Мэдээ', category_en: 'News', pid: null, category_status: false, page_type: 'news' },
        { cid: 1, category: 'Нүүр', category_en: 'Home', pid: null, category_status: true, page_type: 'static' },
      ],
    });
  });
});
