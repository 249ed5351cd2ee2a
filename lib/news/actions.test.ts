import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, categories, news } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createNews, deleteNews, updateNews } from './actions';
import { getNewsDetail, listRecentNews } from './queries';

prepareTestDatabase();

const ids = { moderator: 0, user: 0, newsCategory: 0, staticCategory: 0 };

beforeAll(async () => {
  const accounts = await db
    .insert(adminAccounts)
    .values([
      { email: 'moderator@example.com', firstName: 'Сараа', accountRole: 1 },
      { email: 'user@example.com', firstName: 'Дорж', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id });
  ids.moderator = accounts[0]?.id ?? 0;
  ids.user = accounts[1]?.id ?? 0;
  const rows = await db
    .insert(categories)
    .values([
      { category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
      { category: 'Хуудас', categoryEn: 'Page', pageType: 'static' },
    ])
    .returning({ cid: categories.cid });
  ids.newsCategory = rows[0]?.cid ?? 0;
  ids.staticCategory = rows[1]?.cid ?? 0;
});

const input = () => ({
  image: 'admin/images/Ab12_cd.png',
  title: 'Шинэ мэдээ',
  summary: 'Товч',
  text: '<p>Агуулга<script>alert(1)</script></p>',
  title_en: 'New item',
  summary_en: 'Short',
  text_en: '<p onmouseover="x()">Body</p>',
  category_cid: ids.newsCategory,
  publisher: 'Админ',
  news_status: true,
  yellow_book: true,
});

describe('news actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createNews(input())).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: ids.user });
    expect(await createNews(input())).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteNews({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(news)).toBe(0);
  });

  it('creates, updates and deletes, sanitising the bodies and recording each write', async () => {
    signInAs({ kind: 'admin', id: ids.moderator });
    const created = await createNews(input());
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;

    expect(await getNewsDetail({ id, locale: 'en' })).toMatchObject({ title: 'New item', text: '<p>Body</p>' });
    expect((await listRecentNews({ locale: 'mn', limit: 1 }))[0]).toMatchObject({ id, title: 'Шинэ мэдээ' });

    // The stored cover stays when it is not replaced, even if another code path stored it.
    await db.update(news).set({ image: 'news/seeded.jpg' }).where(eq(news.id, id));
    expect(
      await updateNews({ ...input(), id, image: 'news/seeded.jpg', title: 'Засварласан', news_status: false }),
    ).toEqual({ ok: true, data: { id } });
    const [row] = await db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({ title: 'Засварласан', text: '<p>Агуулга</p>', newsStatus: false, yellowBook: true });
    expect(await getNewsDetail({ id, locale: 'mn' })).toBeNull();

    expect(await deleteNews({ id })).toEqual({ ok: true, data: { id } });
    expect(await deleteNews({ id })).toEqual({ ok: false, error: 'errors.notFound' });
    const entries = await db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: 'news.create', target: String(id) },
      { action: 'news.update', target: String(id) },
      { action: 'news.delete', target: String(id) },
    ]);
  });

  it('refuses a cover the upload route did not store and a category that is not for news', async () => {
    signInAs({ kind: 'admin', id: ids.moderator });
    expect(await createNews({ ...input(), image: '../../etc/passwd.png' })).toMatchObject({
      ok: false,
      fieldErrors: { image: expect.any(Array) },
    });
    expect(await createNews({ ...input(), category_cid: ids.staticCategory })).toMatchObject({
      ok: false,
      error: 'admin.content.news.errors.categoryInvalid',
    });
    expect(await createNews({ ...input(), title_en: '' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { title_en: ['admin.content.news.errors.titleEnRequired'] },
    });
  });
});
