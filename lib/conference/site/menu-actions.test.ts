import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents, conferenceMenuCategories, conferenceNews, conferenceStaticPages } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createCategory, deleteCategory, updateCategory } from './menu-actions';
import { listActiveMenuCategories, listMenuCategories } from './menu-queries';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const M = 'admin.weekSite.menu.errors';
const NEWS_CATEGORY = { category: 'Мэдээ', category_en: 'News', category_status: true, page_type: 'news' } as const;

async function created(input: Record<string, unknown>): Promise<number> {
  const result = await createCategory(input);
  if (!result.ok) throw new Error(result.error);

  return result.data.cid;
}

beforeAll(async () => {
  staff = await createStaffAccounts();
  await db.insert(conferenceEvents).values({
    id: 3,
    name: 'ММВ 2025',
    nameEn: 'MMW 2025',
    year: 2025,
    startsOn: '2025-09-11',
    endsOn: '2025-09-13',
    isCurrent: true,
  });
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('conference menu actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createCategory(NEWS_CATEGORY)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createCategory(NEWS_CATEGORY)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteCategory({ cid: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceMenuCategories)).toBe(0);
  });

  it("answer the seeds' messages in order, Mongolian name first", async () => {
    expect(await createCategory({ category: ' ', category_en: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { category: [`${M}.nameRequired`], category_en: [`${M}.nameEnRequired`] },
    });
    expect(await createCategory({ category: 'Тест' })).toMatchObject({
      fieldErrors: { category_en: [`${M}.nameEnRequired`] },
    });
  });

  it('add at the end of the menu (static and active by default), edit, list and delete, each in the audit log', async () => {
    const first = await created({ category: 'Бидний тухай', category_en: 'About' });
    const second = await created({ ...NEWS_CATEGORY, category_status: false });
    expect(await listMenuCategories()).toEqual([
      {
        cid: first,
        category: 'Бидний тухай',
        category_en: 'About',
        pid: null,
        category_status: true,
        page_type: 'static',
      },
      { cid: second, category: 'Мэдээ', category_en: 'News', pid: null, category_status: false, page_type: 'news' },
    ]);
    expect((await listActiveMenuCategories()).map((row) => row.cid)).toEqual([first]);
    const positions = await db
      .select({ position: conferenceMenuCategories.position })
      .from(conferenceMenuCategories)
      .orderBy(asc(conferenceMenuCategories.cid));
    expect(positions.map((row) => row.position)).toEqual([0, 1]);

    expect(await updateCategory({ cid: second, ...NEWS_CATEGORY, category: 'Мэдээлэл' })).toEqual({
      ok: true,
      data: { cid: second },
    });
    expect((await listActiveMenuCategories()).map((row) => row.category)).toEqual(['Бидний тухай', 'Мэдээлэл']);
    expect(await deleteCategory({ cid: second })).toEqual({ ok: true, data: { cid: second } });
    expect(await updateCategory({ cid: second, ...NEWS_CATEGORY })).toEqual({ ok: false, error: 'errors.notFound' });
    expect(await deleteCategory({ cid: second })).toEqual({ ok: false, error: 'errors.notFound' });

    expect((await auditEntries('conference-menu.create')).map((entry) => entry.target)).toEqual([
      String(first),
      String(second),
    ]);
    expect(await auditEntries('conference-menu.update')).toEqual([
      { action: 'conference-menu.update', target: String(second), email: 'moderator@example.com' },
    ]);
    expect((await auditEntries('conference-menu.delete')).map((entry) => entry.target)).toEqual([String(second)]);
  });

  it('keep a category that holds news: no delete, no change into a static page, a clear message each', async () => {
    const cid = await created(NEWS_CATEGORY);
    await db.insert(conferenceNews).values({ eventId: 3, categoryCid: cid, image: 'conference/a.jpg', title: 'Мэдээ' });

    expect(await deleteCategory({ cid })).toEqual({ ok: false, error: `${M}.hasNews` });
    expect(await updateCategory({ cid, ...NEWS_CATEGORY, page_type: 'static' })).toEqual({
      ok: false,
      error: `${M}.typeHasNews`,
      fieldErrors: { page_type: [`${M}.typeHasNews`] },
    });
    expect(await db.$count(conferenceMenuCategories, eq(conferenceMenuCategories.cid, cid))).toBe(1);
  });

  it('refuse a parent that does not exist or is the category itself, and take its static page with a deleted category', async () => {
    expect(await createCategory({ ...NEWS_CATEGORY, pid: 999_999 })).toEqual({
      ok: false,
      error: `${M}.parentInvalid`,
      fieldErrors: { pid: [`${M}.parentInvalid`] },
    });
    const cid = await created({ category: 'Хуудас', category_en: 'Page' });
    expect(await updateCategory({ cid, category: 'Хуудас', category_en: 'Page', pid: cid })).toMatchObject({
      ok: false,
      error: `${M}.parentInvalid`,
    });
    expect(await createCategory({ ...NEWS_CATEGORY, pid: 2_147_483_648 })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
    });

    await db.insert(conferenceStaticPages).values({ categoryCid: cid, text: '<p>Текст</p>' });
    expect(await deleteCategory({ cid })).toEqual({ ok: true, data: { cid } });
    expect(await db.$count(conferenceStaticPages)).toBe(0);
  });
});
