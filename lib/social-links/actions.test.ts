import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceSocialLinks, socialLinks } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createSocialLink, deleteSocialLink, updateSocialLink } from './actions';
import { listSocialLinks } from './queries';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
});

describe('social link actions', () => {
  it('refuse a visitor and a read-only user on either site', async () => {
    for (const [site, icon] of [
      ['association', 'facebook'],
      ['conference', 'telegram'],
    ] as const) {
      signInAs(null);
      expect(await createSocialLink({ site, icon, link: 'https://t.me/a' })).toEqual({
        ok: false,
        error: 'errors.unauthorized',
      });
      signInAs({ kind: 'admin', id: staff.userId });
      expect(await createSocialLink({ site, icon, link: 'https://t.me/a' })).toEqual({
        ok: false,
        error: 'errors.forbidden',
      });
      expect(await deleteSocialLink({ site, id: 1 })).toEqual({ ok: false, error: 'errors.forbidden' });
    }
    expect(await db.$count(socialLinks)).toBe(0);
    expect(await db.$count(conferenceSocialLinks)).toBe(0);
  });

  it('refuse a site that is neither', async () => {
    // A server action's arguments come from the browser: the site is checked like any input.
    expect(await createSocialLink({ site: 'elsewhere', icon: 'facebook', link: 'https://a.example' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
    });
    expect(await deleteSocialLink({ id: 1 })).toMatchObject({ ok: false, error: 'errors.invalidInput' });
  });

  it("answer each site's messages in the seeds' order, icon first", async () => {
    expect(await createSocialLink({ site: 'association', link: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: {
        icon: ['admin.organisation.socialLinks.iconRequired'],
        link: ['admin.organisation.socialLinks.linkRequired'],
      },
    });
    const M = 'admin.weekSite.socialLink.errors';
    expect(await createSocialLink({ site: 'conference', link: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { icon: [`${M}.iconRequired`], link: [`${M}.linkRequired`] },
    });
    expect(await createSocialLink({ site: 'conference', icon: 'twitter', link: 'ftp://x.example' })).toMatchObject({
      fieldErrors: { icon: [`${M}.iconRequired`], link: [`${M}.linkInvalid`] },
    });
  });

  it("add, edit and delete the association's link, in its list only, each in the audit log", async () => {
    const created = await createSocialLink({ site: 'association', icon: 'facebook', link: 'https://facebook.com/a' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(
      await updateSocialLink({ site: 'association', id, icon: 'youtube', link: 'https://youtube.com/@a' }),
    ).toEqual({ ok: true, data: { id } });
    expect(await listSocialLinks('association')).toEqual([{ id, icon: 'youtube', link: 'https://youtube.com/@a' }]);
    expect(await db.$count(conferenceSocialLinks)).toBe(0);

    expect(await deleteSocialLink({ site: 'association', id })).toEqual({ ok: true, data: { id } });
    expect(
      await updateSocialLink({ site: 'association', id, icon: 'youtube', link: 'https://youtube.com/@a' }),
    ).toEqual({ ok: false, error: 'errors.notFound' });
    for (const action of ['create', 'update', 'delete']) {
      expect((await auditEntries(`social-link.${action}`)).map((entry) => entry.target)).toEqual([String(id)]);
    }
  });

  it("add with one of the conference's own icons, edit and delete, in its list only, each in the audit log", async () => {
    const created = await createSocialLink({ site: 'conference', icon: 'telegram', link: 'https://t.me/miningweek' });
    if (!created.ok) throw new Error(created.error);
    const { id } = created.data;
    expect(
      await updateSocialLink({ site: 'conference', id, icon: 'x-twitter', link: 'https://x.com/miningweek' }),
    ).toEqual({ ok: true, data: { id } });
    expect(await listSocialLinks('conference')).toEqual([{ id, icon: 'x-twitter', link: 'https://x.com/miningweek' }]);
    expect(await db.$count(socialLinks)).toBe(0);

    expect(await deleteSocialLink({ site: 'conference', id })).toEqual({ ok: true, data: { id } });
    expect(await updateSocialLink({ site: 'conference', id, icon: 'steam', link: 'https://steam.example' })).toEqual({
      ok: false,
      error: 'errors.notFound',
    });
    expect(await deleteSocialLink({ site: 'conference', id: 'x' })).toMatchObject({
      ok: false,
      error: 'errors.invalidInput',
    });
    for (const action of ['create', 'update', 'delete']) {
      expect((await auditEntries(`conference-social-link.${action}`)).map((entry) => entry.target)).toEqual([
        String(id),
      ]);
    }
  });
});
