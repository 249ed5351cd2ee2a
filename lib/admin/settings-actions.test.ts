import { desc, eq } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog } from '@/db/schema';
import { getSiteSettings } from '@/lib/settings/queries';
import { DEMO_SITE_SETTINGS } from '@/demo-data/content/site-settings';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { updateSiteSettings } from './settings-actions';

prepareTestDatabase();

const ids = { admin: 0, moderator: 0, user: 0 };
const EDITED = { ...DEMO_SITE_SETTINGS, phone: '+976 7700 1234', address: 'Улаанбаатар, Чингисийн өргөн чөлөө 1' };

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Админ', accountRole: 2 },
      { email: 'moderator@example.com', firstName: 'Модератор', accountRole: 1 },
      { email: 'user@example.com', firstName: 'Хэрэглэгч', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id, email: adminAccounts.email });
  for (const row of rows) ids[row.email.split('@')[0] as keyof typeof ids] = row.id;
});

describe('site settings', () => {
  it('are missing until saved', async () => {
    expect(await getSiteSettings()).toBeNull();
  });

  it('refuse a visitor and a read-only account without writing anything', async () => {
    signInAs(null);
    expect(await updateSiteSettings(EDITED)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: ids.user });
    expect(await updateSiteSettings(EDITED)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await getSiteSettings()).toBeNull();
    expect(await db.$count(auditLog)).toBe(0);
  });

  it('refuse invalid input with the field messages', async () => {
    signInAs({ kind: 'admin', id: ids.admin });
    const result = await updateSiteSettings({ ...EDITED, email: 'info@' });
    expect(result).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { email: ['admin.settings.validation.emailInvalid'] },
    });
  });

  it('are created by a moderator, then replaced by an admin, each write audited and the public pages expired', async () => {
    signInAs({ kind: 'admin', id: ids.moderator });
    expect(await updateSiteSettings(DEMO_SITE_SETTINGS)).toEqual({ ok: true, data: undefined });
    expect(await getSiteSettings()).toEqual(DEMO_SITE_SETTINGS);

    signInAs({ kind: 'admin', id: ids.admin });
    vi.mocked(revalidatePath).mockClear();
    expect(await updateSiteSettings({ ...EDITED, latitude: String(EDITED.latitude) })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await getSiteSettings()).toEqual(EDITED);
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]', 'layout');

    const entries = await db
      .select({ accountId: auditLog.accountId, action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id));
    expect(entries).toEqual([
      { accountId: ids.admin, action: 'settings.update', target: 'contact' },
      { accountId: ids.moderator, action: 'settings.update', target: 'contact' },
    ]);
  });
});
