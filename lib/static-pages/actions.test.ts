import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, categories, staticPages } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { saveStaticPage } from './actions';
import { getStaticPage } from './queries';

prepareTestDatabase();

const ids = { admin: 0, user: 0, page: 0, news: 0 };

beforeAll(async () => {
  const accounts = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Болормаа', accountRole: 1 },
      { email: 'user@example.com', firstName: 'Дорж', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id });
  ids.admin = accounts[0]?.id ?? 0;
  ids.user = accounts[1]?.id ?? 0;
  const rows = await db
    .insert(categories)
    .values([
      { category: 'Хуудас', categoryEn: 'Page', pageType: 'static' },
      { category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
    ])
    .returning({ cid: categories.cid });
  ids.page = rows[0]?.cid ?? 0;
  ids.news = rows[1]?.cid ?? 0;
});

describe('saveStaticPage', () => {
  it('refuses a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await saveStaticPage({ cid: ids.page, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: ids.user });
    expect(await saveStaticPage({ cid: ids.page, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await db.$count(staticPages)).toBe(0);
  });

  it('stores both languages sanitised, updates on the next save, and records the writes', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    const text =
      '<p onclick="alert(1)">Сайн <script>alert(1)</script><img src="/files/admin/images/a.png" onerror="x()"></p>';
    expect(await saveStaticPage({ cid: ids.page, text, text_en: '<p>Hello</p>' })).toEqual({
      ok: true,
      data: { cid: ids.page },
    });
    expect(
      await saveStaticPage({ cid: ids.page, text, text_en: '<p>Hello again</p><iframe src="https://x"></iframe>' }),
    ).toMatchObject({ ok: true });

    const [row] = await db.select().from(staticPages).where(eq(staticPages.categoryCid, ids.page));
    expect(row?.text).toBe('<p>Сайн <img src="/files/admin/images/a.png" /></p>');
    expect(row?.textEn).toBe('<p>Hello again</p>');
    expect(await getStaticPage({ cid: ids.page, locale: 'en' })).toMatchObject({
      title: 'Page',
      html: '<p>Hello again</p>',
    });
    const entries = await db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog);
    expect(entries).toEqual([
      { action: 'static-page.update', target: String(ids.page) },
      { action: 'static-page.update', target: String(ids.page) },
    ]);
  });

  it('sanitises again on render, whatever the database holds', async () => {
    await db
      .update(staticPages)
      .set({ text: '<p>Текст<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">линк</a></p>' })
      .where(eq(staticPages.categoryCid, ids.page));

    expect((await getStaticPage({ cid: ids.page, locale: 'mn' }))?.html).toBe(
      '<p>Текст<img src="x" /><a rel="noopener noreferrer">линк</a></p>',
    );
  });

  it('refuses a news category', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    expect(await saveStaticPage({ cid: ids.news, text: '<p>x</p>', text_en: '' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
  });
});
