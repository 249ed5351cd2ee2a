import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, categories, news } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createCategory, deleteCategory, updateCategory } from './actions';

prepareTestDatabase();

const staff = { admin: 0, user: 0 };

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Болормаа', accountRole: 2 },
      { email: 'user@example.com', firstName: 'Дорж', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id });
  staff.admin = rows[0]?.id ?? 0;
  staff.user = rows[1]?.id ?? 0;
});

const topLevel = {
  page_type: 'static',
  category_level: 1,
  pid: null,
  category: 'Төслүүд',
  category_en: 'Projects',
  category_status: true,
};

async function created(input: unknown): Promise<number> {
  const result = await createCategory(input);
  if (!result.ok) throw new Error(result.error);

  return result.data.cid;
}

describe('menu category actions', () => {
  it('refuse a visitor and a read-only user before looking at the input', async () => {
    signInAs(null);
    expect(await createCategory(topLevel)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.user });
    expect(await createCategory(topLevel)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteCategory({ cid: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(categories)).toBe(0);
  });

  it('creates a tree level by level, checks the parent and records each write', async () => {
    signInAs({ kind: 'admin', id: staff.admin });
    const root = await created(topLevel);
    const child = await created({ ...topLevel, category_level: 2, pid: root, category: 'Хуудас', category_en: 'Page' });
    await created({ ...topLevel, category_level: 3, pid: child, category: 'Дэд хуудас', category_en: 'Sub page' });

    expect(await createCategory({ ...topLevel, category_level: 3, pid: root })).toMatchObject({
      ok: false,
      error: 'admin.content.link.errors.parentInvalid',
    });
    expect(await createCategory({ ...topLevel, page_type: 'news', category_level: 2, pid: root })).toMatchObject({
      ok: false,
      error: 'admin.content.link.errors.parentInvalid',
    });
    const entries = await db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(entries).toEqual([
      { action: 'category.create', target: String(root) },
      { action: 'category.create', target: String(child) },
      { action: 'category.create', target: expect.any(String) },
    ]);
  });

  it('refuses to delete a category with sub-categories or news, and deletes an empty one', async () => {
    signInAs({ kind: 'admin', id: staff.admin });
    const root = await created({ ...topLevel, page_type: 'news', category: 'Мэдээ', category_en: 'News' });
    const child = await created({
      ...topLevel,
      page_type: 'news',
      category_level: 2,
      pid: root,
      category: 'Арга хэмжээ',
      category_en: 'Events',
    });
    await db.insert(news).values({ image: 'news/a.jpg', title: 'Мэдээ', categoryCid: child });

    expect(await deleteCategory({ cid: root })).toEqual({
      ok: false,
      error: 'admin.content.link.errors.deleteHasChildren',
    });
    expect(await deleteCategory({ cid: child })).toEqual({
      ok: false,
      error: 'admin.content.link.errors.deleteHasNews',
    });
    await db.delete(news).where(eq(news.categoryCid, child));
    expect(await deleteCategory({ cid: child })).toEqual({ ok: true, data: { cid: child } });
    expect(await deleteCategory({ cid: root })).toEqual({ ok: true, data: { cid: root } });
    const [last] = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await db.$count(auditLog)) - 1);
    expect(last?.action).toBe('category.delete');
  });

  it('keeps the level of a category that has children', async () => {
    signInAs({ kind: 'admin', id: staff.admin });
    const root = await created({ ...topLevel, category: 'Бүлэг', category_en: 'Group' });
    await created({ ...topLevel, category_level: 2, pid: root, category: 'Хуудас 2', category_en: 'Page 2' });
    const other = await created({ ...topLevel, category: 'Өөр', category_en: 'Other' });

    expect(await updateCategory({ ...topLevel, cid: root, category_level: 2, pid: other })).toMatchObject({
      ok: false,
      error: 'admin.content.link.errors.reshapeBlocked',
    });
    expect(
      await updateCategory({ ...topLevel, cid: root, category: 'Бүлэг (засвар)', category_status: false }),
    ).toEqual({
      ok: true,
      data: { cid: root },
    });
    const [row] = await db.select().from(categories).where(eq(categories.cid, root));
    expect(row).toMatchObject({ category: 'Бүлэг (засвар)', categoryStatus: false });
  });
});
