import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { conferenceSocialLinks, socialLinks } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
import { listConferenceSocialLinks } from '@/lib/conference/queries';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { createSocialLink, deleteSocialLink, updateSocialLink } from './social-link-actions';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const M = 'admin.weekSite.socialLink.errors';

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signedIn.user = { kind: 'admin', id: staff.adminId };
});

describe('conference social link actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signedIn.user = null;
    expect(await createSocialLink({ icon: 'telegram', link: 'https://t.me/a' })).toEqual({ ok: false, error: 'errors.unauthorized' });
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await createSocialLink({ icon: 'telegram', link: 'https://t.me/a' })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteSocialLink({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(conferenceSocialLinks)).toBe(0);
  });

  it("answer the seeds' messages in order, icon first", async () => {
    expect(await createSocialLink({ link: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { icon: [`${M}.iconRequired`], link: [`${M}.linkRequired`] },
    });
    expect(await createSocialLink({ icon: 'twitter', link: 'ftp://x.example' })).toMatchObject({
      fieldErrors: { icon: [`${M}.iconRequired`], link: [`${M}.linkInvalid`] },
    });
  });

  it('add with one of the new icons, edit and delete, in the conference list only, each in the audit log', async () => {
    const created = await createSocialLink({ icon: 'telegram', link: 'https://t.me/miningweek' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(await updateSocialLink({ id, icon: 'x-twitter', link: 'https://x.com/miningweek' })).toEqual({ ok: true, data: { id } });
    expect(await listConferenceSocialLinks()).toEqual([{ id, icon: 'x-twitter', link: 'https://x.com/miningweek' }]);
    expect(await db.$count(socialLinks)).toBe(0);

    expect(await deleteSocialLink({ id })).toEqual({ ok: true, data: { id } });
    expect(await updateSocialLink({ id, icon: 'steam', link: 'https://steam.example' })).toEqual({ ok: false, error: 'errors.notFound' });
    expect(await deleteSocialLink({ id: 'x' })).toMatchObject({ ok: false, error: 'errors.invalidInput' });
    for (const action of ['create', 'update', 'delete']) {
      expect((await auditEntries(`conference-social-link.${action}`)).map((entry) => entry.target)).toEqual([String(id)]);
    }
  });
});
