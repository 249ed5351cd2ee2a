import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { aboutPeople, banners, memberCompanies, memberLogos, socialLinks } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getMemberCompanies } from '../../get/member-companies/route';
import { GET as getMembership } from '../../get/membership/route';
import { GET as getAboutUs } from './about-us/route';
import { GET as getBanner } from './banner/route';
import { GET as getSocialLink } from './social-link/route';

prepareTestDatabase();

let staff = { adminId: 0, userId: 0 };
const request = (path: string) => new Request(`http://localhost${path}`);
const READS = [
  ['/api/admin/get/banner', () => getBanner()],
  ['/api/admin/get/social-link', () => getSocialLink()],
  ['/api/admin/get/about-us', () => getAboutUs()],
  ['/api/get/membership', () => getMembership()],
  ['/api/get/member-companies', () => getMemberCompanies(request('/api/get/member-companies'))],
] as const;

beforeAll(async () => {
  staff = await createStaffAccounts();
  await db.insert(banners).values({ image: 'banners/a.jpg', sequence: 1 });
  await db.insert(socialLinks).values({ icon: 'facebook', link: 'https://facebook.com/a' });
  await db
    .insert(aboutPeople)
    .values({ aboutCategory: 'Auditor', name: 'Ш.Ариунаа', nameEn: 'Sh. Ariunaa', profile: 'about/a.jpg' });
  await db
    .insert(memberLogos)
    .values({ name: 'Эрдэнэт', nameEn: 'Erdenet', logo: 'member-logos/a.png', boardMember: true });
  await db.insert(memberCompanies).values([
    { name: 'Эрдэнэт Үйлдвэр', email: 'info@erdenet.example', logo: 'member-logos/a.png' },
    { name: 'Говь Коал', email: 'office@gobicoal.example', logo: 'member-logos/b.png', active: false },
  ]);
});

describe('admin reads of the organisation screens', () => {
  it.each(READS)('%s answers 401 to a visitor', async (_path, read) => {
    signInAs(null);
    const response = await read();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(READS)(
    '%s answers 401 to a signed-in member (no staff account) and 200 to a read-only staff user',
    async (_path, read) => {
      signInAs({ kind: 'member', id: staff.userId });
      expect((await read()).status).toBe(401);
      signInAs({ kind: 'admin', id: staff.userId });
      const response = await read();
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    },
  );

  it("answer with the seeds' keys", async () => {
    signInAs({ kind: 'admin', id: staff.adminId });
    expect(await (await getBanner()).json()).toEqual({
      banner: [{ id: expect.any(Number), image: '/files/banners/a.jpg', sequence: 1 }],
    });
    expect(await (await getSocialLink()).json()).toEqual({
      link: [{ id: expect.any(Number), icon: 'facebook', link: 'https://facebook.com/a' }],
    });
    expect(await (await getAboutUs()).json()).toEqual({
      about: [
        expect.objectContaining({
          about_category: 'Auditor',
          name: 'Ш.Ариунаа',
          name_en: 'Sh. Ariunaa',
          profile: '/files/about/a.jpg',
        }),
      ],
    });
    expect(await (await getMembership()).json()).toEqual({
      logos: [expect.objectContaining({ name: 'Эрдэнэт', name_en: 'Erdenet', board_member: true, main_member: false })],
    });
    expect(
      await (await getMemberCompanies(request('/api/get/member-companies?search=%D0%B3%D0%BE%D0%B2%D1%8C'))).json(),
    ).toEqual({
      members: [expect.objectContaining({ name: 'Говь Коал', email: 'office@gobicoal.example', active: false })],
      total: 1,
      totalPages: 1,
    });
  });
});
