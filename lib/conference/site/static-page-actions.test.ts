import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceMenuCategories, conferenceStaticPages } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { getEditableStaticPage } from './menu-queries';
import { saveStaticPage } from './static-page-actions';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const ids = { page: 0, news: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  const rows = await db
    .insert(conferenceMenuCategories)
    .values([
      { category: 'Үзэсгэлэн', categoryEn: 'Exhibition', pageType: 'static', categoryStatus: false },
      { category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
    ])
    .returning({ cid: conferenceMenuCategories.cid });
  ids.page = rows[0]?.cid ?? 0;
  ids.news = rows[1]?.cid ?? 0;
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('saveStaticPage (conference)', () => {
  it('refuses a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await saveStaticPage({ cid: ids.page, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await saveStaticPage({ cid: ids.page, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await db.$count(conferenceStaticPages)).toBe(0);
  });

  it('opens an inactive static category with empty text, then stores both languages sanitised, one row per category', async () => {
    expect(await getEditableStaticPage(ids.page)).toEqual({
      cid: ids.page,
      category: 'Үзэсгэлэн',
      isActive: false,
      text: '',
      textEn: '',
    });
    const text = '<p onclick="alert(1)">Танхим <script>alert(1)</script><a href="javascript:alert(1)">А</a></p>';
    expect(await saveStaticPage({ cid: ids.page, text, text_en: '<p>Hall</p>' })).toEqual({
      ok: true,
      data: { cid: ids.page },
    });
    expect(
      await saveStaticPage({ cid: ids.page, text, text_en: '<p>Halls</p><iframe src="https://x.example"></iframe>' }),
    ).toMatchObject({ ok: true });

    const rows = await db.select().from(conferenceStaticPages).where(eq(conferenceStaticPages.categoryCid, ids.page));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toBe('<p>Танхим <a rel="noopener noreferrer">А</a></p>');
    expect(rows[0]?.textEn).toBe('<p>Halls</p>');
    expect((await auditEntries('conference-static-page.update')).map((entry) => entry.target)).toEqual([
      String(ids.page),
      String(ids.page),
    ]);
  });

  it('refuses a news category, an unknown one and an over-long text', async () => {
    expect(await getEditableStaticPage(ids.news)).toBeNull();
    expect(await saveStaticPage({ cid: ids.news, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
    expect(await saveStaticPage({ cid: 999_999, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
    expect(await saveStaticPage({ cid: ids.page, text: 'x'.repeat(500_001), text_en: '' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
    });
  });
});
