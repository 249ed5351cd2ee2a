import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, socialLinks } from '@/db/schema';
import type { SignInSubject } from '@/lib/auth/subjects';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { createSocialLink, deleteSocialLink, updateSocialLink } from './actions';

const signedIn = vi.hoisted(() => ({ user: null as { kind: SignInSubject; id: number } | null }));
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedIn.user }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() }));

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signedIn.user = { kind: 'admin', id: staff.adminId };
});

describe('social link actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signedIn.user = null;
    expect(await createSocialLink({ icon: 'facebook', link: 'https://facebook.com/a' })).toEqual({ ok: false, error: 'errors.unauthorized' });
    signedIn.user = { kind: 'admin', id: staff.userId };
    expect(await createSocialLink({ icon: 'facebook', link: 'https://facebook.com/a' })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteSocialLink({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await db.$count(socialLinks)).toBe(0);
  });

  it('add, edit and delete a link, each in the audit log', async () => {
    const created = await createSocialLink({ icon: 'facebook', link: 'https://facebook.com/a' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(await updateSocialLink({ id, icon: 'youtube', link: 'https://youtube.com/@a' })).toEqual({ ok: true, data: { id } });
    expect(await db.select({ icon: socialLinks.icon, link: socialLinks.link }).from(socialLinks)).toEqual([
      { icon: 'youtube', link: 'https://youtube.com/@a' },
    ]);
    expect(await deleteSocialLink({ id })).toEqual({ ok: true, data: { id } });
    expect(await updateSocialLink({ id, icon: 'youtube', link: 'https://youtube.com/@a' })).toEqual({
      ok: false,
      error: 'admin.organisation.notFound',
    });
    const actions = await db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog).where(eq(auditLog.accountId, staff.adminId));
    expect(actions).toEqual([
      { action: 'social-link.create', target: String(id) },
      { action: 'social-link.update', target: String(id) },
      { action: 'social-link.delete', target: String(id) },
    ]);
  });

  it("answers the seeds' messages for a missing icon and link", async () => {
    expect(await createSocialLink({ link: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { icon: ['admin.organisation.socialLinks.iconRequired'], link: ['admin.organisation.socialLinks.linkRequired'] },
    });
  });
});
