import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, memberLogos } from '@/db/schema';
import { storage as files } from '@/lib/storage/storage';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createMemberLogo, deleteMemberLogo, updateMemberLogo } from './actions';

// The logo a deleted row pointed at is deleted from a temporary folder, not the developer's data directory.
vi.mock('@/lib/storage/storage', async () => {
  const { temporaryStorage } = await import('@/tests/fixtures/admin-action-context');

  return { storage: temporaryStorage() };
});

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };
const logo = {
  name: 'Эрдэнэт Үйлдвэр',
  name_en: 'Erdenet Mining',
  logo: 'admin/images/ab12.png',
  link: 'https://erdenet.example',
  board_member: true,
  main_member: false,
};

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('membership logo actions', () => {
  it('refuse a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await createMemberLogo(logo)).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await createMemberLogo(logo)).toEqual({ ok: false, error: 'errors.forbidden' });
    expect(await deleteMemberLogo({ id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
  });

  it('add, move to the main members keeping the logo, and delete, each audited', async () => {
    await files.put(logo.logo, Buffer.from('logo'), { contentType: 'image/png' });
    await files.put('admin/images/ab12.w320.avif', Buffer.from('copy'), { contentType: 'image/avif' });
    const created = await createMemberLogo(logo);
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(await updateMemberLogo({ ...logo, id, board_member: false, main_member: true })).toEqual({
      ok: true,
      data: { id },
    });
    expect(
      await db
        .select({ nameEn: memberLogos.nameEn, board: memberLogos.boardMember, main: memberLogos.mainMember })
        .from(memberLogos),
    ).toEqual([{ nameEn: 'Erdenet Mining', board: false, main: true }]);
    expect(await updateMemberLogo({ ...logo, id, logo: 'member-logos/other.png' })).toEqual({
      ok: false,
      error: 'admin.organisation.imageInvalid',
    });
    expect(await deleteMemberLogo({ id })).toEqual({ ok: true, data: { id } });
    expect(await files.stat(logo.logo)).toBeNull();
    // Its resized copies go with it: a deleted logo is not left reachable under another address.
    expect(await files.stat('admin/images/ab12.w320.avif')).toBeNull();
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, String(id)));
    expect(actions.map((entry) => entry.action)).toEqual([
      'membership.create',
      'membership.update',
      'membership.delete',
    ]);
  });
});
