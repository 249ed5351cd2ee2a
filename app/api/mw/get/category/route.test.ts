import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceContacts, conferenceMenuCategories, conferenceSocialLinks, socialLinks } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET as getFooter } from '../footer/route';
import { GET as getSocialLink } from '../social-link/route';
import { GET as getCategory } from './route';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceMenuCategories).values([
    { cid: 1, category: 'Нүүр', categoryEn: 'Home', pageType: 'static' },
    { cid: 2, category: 'Ноорог', categoryEn: 'Draft', pageType: 'static', categoryStatus: false },
    { cid: 3, category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
  ]);
  await db.insert(conferenceContacts).values([
    { id: 1, type: 'phone', information: '+976 7011 1994' },
    { id: 2, type: 'email', information: 'info@miningweek.mn' },
  ]);
  await db.insert(conferenceSocialLinks).values({ id: 1, icon: 'telegram', link: 'https://t.me/miningweek' });
  // The association's own links are another list.
  await db.insert(socialLinks).values({ icon: 'facebook', link: 'https://facebook.com/association' });
});

// These reads need no sign-in and take no query, so there is no 401 and no 400 to answer.
describe('public reads of the conference site (seeds 7.1 last line)', () => {
  it('GET /api/mw/get/category answers the active categories only, in menu order', async () => {
    const response = await getCategory();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('s-maxage=');
    expect(await response.json()).toEqual({
      category: [
        { cid: 1, category: 'Нүүр', category_en: 'Home', pid: null, category_status: true, page_type: 'static' },
        { cid: 3, category: 'Мэдээ', category_en: 'News', pid: null, category_status: true, page_type: 'news' },
      ],
    });
  });

  it('GET /api/mw/get/footer answers the contact entries', async () => {
    expect(await (await getFooter()).json()).toEqual({
      footer: [
        { id: 1, type: 'phone', information: '+976 7011 1994' },
        { id: 2, type: 'email', information: 'info@miningweek.mn' },
      ],
    });
  });

  it("GET /api/mw/get/social-link answers the conference's links, not the association's", async () => {
    expect(await (await getSocialLink()).json()).toEqual({
      link: [{ id: 1, icon: 'telegram', link: 'https://t.me/miningweek' }],
    });
  });
});
