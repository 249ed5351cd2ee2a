import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceContacts } from '@/db/schema';
import { listConferenceContacts } from '@/lib/conference/site/footer-queries';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createFooterInfo, deleteFooterInfo, updateFooterInfo } from './footer-actions';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const M = 'admin.weekSite.footer.errors';

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('conference footer info actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createFooterInfo({ type: 'phone', information: '+976 7011 1994' })).toEqual({
      ok: false,
      error: 'errors.unauthorized',
    });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createFooterInfo({ type: 'phone', information: '+976 7011 1994' })).toEqual({
      ok: false,
      error: 'errors.forbidden',
    });
    expect(await deleteFooterInfo({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceContacts)).toBe(0);
  });

  it("answer the seeds' messages, then whether the information fits its type", async () => {
    expect(await createFooterInfo({ information: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { type: [`${M}.typeRequired`], information: [`${M}.informationRequired`] },
    });
    expect(await createFooterInfo({ type: 'email', information: '+976 7011 1994' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { information: [`${M}.emailInvalid`] },
    });
  });

  it('add, edit and delete an entry, shown to the public readers at once, each in the audit log', async () => {
    const created = await createFooterInfo({ type: 'phone', information: ' +976 9911 2233 ' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(await listConferenceContacts()).toEqual([{ id, type: 'phone', information: '+976 9911 2233' }]);
    expect(await updateFooterInfo({ id, type: 'link', information: 'https://miningweek.mn/contact' })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await updateFooterInfo({ id, type: 'link', information: 'miningweek.mn' })).toMatchObject({
      fieldErrors: { information: [`${M}.linkInvalid`] },
    });
    expect(await listConferenceContacts()).toEqual([
      { id, type: 'link', information: 'https://miningweek.mn/contact' },
    ]);

    expect(await deleteFooterInfo({ id })).toEqual({ ok: true, data: { id } });
    expect(await deleteFooterInfo({ id })).toEqual({ ok: false, error: 'errors.notFound' });
    for (const action of ['create', 'update', 'delete']) {
      expect((await auditEntries(`conference-footer.${action}`)).map((entry) => entry.target)).toEqual([String(id)]);
    }
  });
});
