import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { auditLog, banners } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createBanner, deleteBanner, updateBannerSequence } from './actions';

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };
const image = (name: string) => `admin/images/${name}.jpg`;
const stored = () =>
  db.select({ id: banners.id, sequence: banners.sequence }).from(banners).orderBy(asc(banners.sequence));

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('banner actions', () => {
  it('refuse a visitor and a read-only user before looking at the input', async () => {
    signInAs(null);
    expect(await createBanner({ image: image('a') })).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    for (const result of [
      await createBanner({ image: image('a') }),
      await deleteBanner({ id: 1 }),
      await updateBannerSequence({ banners: [{ id: 1, sequence: 1 }] }),
    ]) {
      expect(result).toEqual({ ok: false, error: 'errors.forbidden' });
    }
    expect(await stored()).toEqual([]);
  });

  it('add each new slide last and record who did it', async () => {
    const first = await createBanner({ image: image('a') });
    const second = await createBanner({ image: image('b') });
    expect(first.ok && second.ok).toBe(true);
    expect((await stored()).map((row) => row.sequence)).toEqual([1, 2]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'banner.create'))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      accountId: staff.adminId,
      accountEmail: 'admin@example.com',
      target: String(first.ok && first.data.id),
    });
  });

  it('refuse an image key the upload route did not write', async () => {
    expect(await createBanner({ image: 'news/seed.jpg' })).toMatchObject({ ok: false, error: 'errors.invalidInput' });
  });

  it('save a new order for every slide, and refuse unknown ids or a partial list', async () => {
    const [a, b] = await stored();
    if (!a || !b) throw new Error('two slides expected');
    expect(
      await updateBannerSequence({
        banners: [
          { id: a.id, sequence: 2 },
          { id: b.id, sequence: 1 },
        ],
      }),
    ).toEqual({ ok: true, data: { count: 2 } });
    expect((await stored()).map((row) => row.id)).toEqual([b.id, a.id]);

    expect(
      await updateBannerSequence({
        banners: [
          { id: a.id, sequence: 1 },
          { id: 999, sequence: 2 },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'admin.organisation.slides.orderStale',
    });
    expect(await updateBannerSequence({ banners: [{ id: a.id, sequence: 1 }] })).toMatchObject({ ok: false });
    expect((await stored()).map((row) => row.id)).toEqual([b.id, a.id]);
    expect(await db.$count(auditLog, eq(auditLog.action, 'banner.sequence'))).toBe(1);
  });

  it('delete a slide, and say so when it is already gone', async () => {
    const [row] = await stored();
    if (!row) throw new Error('a slide expected');
    expect(await deleteBanner({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await deleteBanner({ id: row.id })).toEqual({ ok: false, error: 'admin.organisation.notFound' });
    expect(await db.$count(auditLog, eq(auditLog.action, 'banner.delete'))).toBe(1);
  });
});
