import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, conferenceEvents, conferenceMenuCategories, conferenceNews } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createConferenceNews, deleteConferenceNews, updateConferenceNews } from './actions';
import { getEditableConferenceNews } from './queries';

const discarded = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/storage/discard', () => ({
  discardStoredFiles: async (keys: string[]) => void discarded.push(...keys),
}));

prepareTestDatabase();

const M = 'admin.weekEditions.errors';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const ids = { event: 0, news: 0, page: 0 };

const input = () => ({
  event_id: ids.event,
  category_cid: ids.news,
  image: 'admin/images/Ab12_cd.png',
  title: 'Бүртгэл нээгдлээ',
  title_en: 'Registration opens',
  summary: 'Товч',
  summary_en: 'Short',
  text: '<p>Агуулга<script>alert(1)</script></p>',
  text_en: '<p onmouseover="x()">Body <img src="javascript:alert(1)"></p>',
  news_status: true,
});

beforeAll(async () => {
  staff = await createStaffAccounts();
  const [edition] = await db
    .insert(conferenceEvents)
    .values({
      name: 'MW 2025',
      nameEn: 'MW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-13',
      isCurrent: true,
    })
    .returning({ id: conferenceEvents.id });
  ids.event = edition?.id ?? 0;
  const categories = await db
    .insert(conferenceMenuCategories)
    .values([
      { category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
      { category: 'Бүртгэл', categoryEn: 'Registration', pageType: 'static' },
    ])
    .returning({ cid: conferenceMenuCategories.cid });
  ids.news = categories[0]?.cid ?? 0;
  ids.page = categories[1]?.cid ?? 0;
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
  discarded.length = 0;
});

describe('conference news actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createConferenceNews(input())).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    for (const result of [
      await createConferenceNews(input()),
      await updateConferenceNews({ ...input(), id: 1 }),
      await deleteConferenceNews({ id: 1 }),
    ]) {
      expect(result).toEqual({ ok: false, error: 'errors.forbidden' });
    }
    expect(await db.$count(conferenceNews)).toBe(0);
  });

  it('add an item with its bodies sanitised', async () => {
    const created = await createConferenceNews(input());
    if (!created.ok) throw new Error(created.error);
    const saved = await getEditableConferenceNews(created.data.id);
    expect(saved).toMatchObject({
      event_id: ids.event,
      category_cid: ids.news,
      title: 'Бүртгэл нээгдлээ',
      news_status: true,
      image_url: '/files/admin/images/Ab12_cd.png',
    });
    expect(saved?.text).toBe('<p>Агуулга</p>');
    expect(saved?.text_en).toBe('<p>Body <img /></p>');
  });

  it('refuse a cover the upload route did not write, a static page as category, and a deleted edition', async () => {
    expect(await createConferenceNews({ ...input(), image: 'news/elsewhere.jpg' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { image: [`${M}.coverRequired`] },
    });
    expect(await createConferenceNews({ ...input(), category_cid: ids.page })).toEqual({
      ok: false,
      error: `${M}.categoryInvalid`,
      fieldErrors: { category_cid: [`${M}.categoryInvalid`] },
    });
    expect(await createConferenceNews({ ...input(), event_id: 999 })).toEqual({
      ok: false,
      error: `${M}.referenceGone`,
    });
    expect(await createConferenceNews({ ...input(), title: '', title_en: '' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { title: [`${M}.titleRequired`] },
    });
    expect(await db.$count(conferenceNews)).toBe(1);
  });

  it('edit an item, keeping or replacing its cover, and hide it', async () => {
    const [item] = await db.select({ id: conferenceNews.id }).from(conferenceNews);
    const id = item?.id ?? 0;
    expect(await updateConferenceNews({ ...input(), id, title: '', news_status: false })).toEqual({
      ok: true,
      data: { id },
    });
    expect(discarded).toEqual([]);
    expect(await updateConferenceNews({ ...input(), id, image: 'admin/images/New_1.jpg' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(discarded).toEqual(['admin/images/Ab12_cd.png']);
    expect(await getEditableConferenceNews(id)).toMatchObject({
      title: 'Бүртгэл нээгдлээ',
      image: 'admin/images/New_1.jpg',
    });
    expect(await updateConferenceNews({ ...input(), id: 999 })).toEqual({ ok: false, error: `${M}.newsNotFound` });
  });

  it('delete an item with its cover, and say so when it is already gone', async () => {
    const [item] = await db.select({ id: conferenceNews.id }).from(conferenceNews);
    const id = item?.id ?? 0;
    expect(await deleteConferenceNews({ id })).toEqual({ ok: true, data: { id } });
    expect(discarded).toEqual(['admin/images/New_1.jpg']);
    expect(await deleteConferenceNews({ id })).toEqual({ ok: false, error: `${M}.newsNotFound` });
  });

  it('record each write in the audit log', async () => {
    const entries = await db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.accountId, staff.moderatorId))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'conference-news.create',
      'conference-news.update',
      'conference-news.update',
      'conference-news.delete',
    ]);
    expect(new Set(entries.map((entry) => entry.target)).size).toBe(1);
  });
});
