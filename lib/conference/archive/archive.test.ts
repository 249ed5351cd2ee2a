import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import {
  conferenceDays,
  conferenceEvents,
  conferenceGalleryImages,
  conferenceHalls,
  conferenceMenuCategories,
  conferenceNews,
  conferencePresentations,
  conferenceStaticPages,
} from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { getConferenceStaticPage, listArchiveMenu } from './menu';
import { getEditionNewsItem, listEditionNews } from './news';
import { listPortfolio } from './portfolio';
import { listArchivePaths } from './sitemap';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'ММВ 2022', nameEn: 'MMW 2022', year: 2022, startsOn: '2022-10-04', endsOn: '2022-10-05' },
    { id: 2, name: 'ММВ 2023', nameEn: 'MMW 2023', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-05' },
    {
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-13',
      isCurrent: true,
    },
  ]);
  await db.insert(conferenceDays).values([
    { id: 11, eventId: 1, day: 1, eventDate: '2022-10-04' },
    { id: 21, eventId: 2, day: 1, eventDate: '2023-10-04' },
    { id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' },
  ]);
  await db.insert(conferenceMenuCategories).values([
    { cid: 1, category: 'Нүүр', categoryEn: 'Home', pageType: 'static', position: 0 },
    { cid: 2, category: 'Бүртгэл', categoryEn: 'Registration', pageType: 'static', position: 1 },
    { cid: 3, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', position: 2 },
    { cid: 4, category: 'Илтгэл', categoryEn: 'Presentation', pageType: 'static', position: 3 },
    { cid: 5, category: 'Үзэсгэлэн', categoryEn: '', pageType: 'static', position: 4 },
    { cid: 6, category: 'Хаагдсан', categoryEn: 'Closed', pageType: 'static', categoryStatus: false, position: 5 },
    { cid: 7, category: 'Зочид', categoryEn: 'Guests', pageType: 'static', position: 6 },
  ]);
  await db.insert(conferenceStaticPages).values([
    { categoryCid: 7, text: '<p>Зочид<script>alert(1)</script></p>', textEn: '<p>Guests</p>' },
    { categoryCid: 5, text: '', textEn: '' },
  ]);
  const item = { image: 'conference/n.jpg', categoryCid: 3 };
  await db.insert(conferenceNews).values([
    {
      ...item,
      id: 1,
      eventId: 2,
      title: 'Эхний',
      titleEn: 'First',
      text: '<p>Бие<img src=x onerror=alert(1)></p>',
      createdAt: new Date('2023-09-01T02:00:00Z'),
    },
    { ...item, id: 2, eventId: 2, title: 'Хоёр дахь', titleEn: '', createdAt: new Date('2023-09-05T02:00:00Z') },
    { ...item, id: 3, eventId: 2, title: 'Нуусан', newsStatus: false },
    { ...item, id: 4, eventId: 3, title: 'Энэ жилийн' },
  ]);
  await db.insert(conferenceGalleryImages).values([
    { id: 1, dayId: 11, image: 'conference/a.jpg' },
    { id: 2, dayId: 21, image: 'conference/b.jpg' },
    { id: 3, dayId: 21, image: 'conference/c.jpg' },
    { id: 4, dayId: 31, image: 'conference/d.jpg' },
  ]);
  await db.insert(conferenceHalls).values({ id: 1, eventId: 1, name: 'Их танхим' });
  await db
    .insert(conferencePresentations)
    .values({ dayId: 11, hallId: 1, name: 'Илтгэл', document: 'conference/p.pdf' });
});

describe('an archived edition’s pages', () => {
  it('list the active menu in order with each category’s address', async () => {
    expect(await listArchiveMenu(2023, 'en')).toEqual([
      { cid: 1, label: 'Home', href: '/mw/2023' },
      { cid: 2, label: 'Registration', href: '/mw/2023/category/2' },
      { cid: 3, label: 'News', href: '/mw/2023/news/3=1' },
      { cid: 4, label: 'Presentation', href: '/mw/2023/presentation' },
      { cid: 5, label: 'Үзэсгэлэн', href: '/mw/2023/category/5' },
      { cid: 7, label: 'Guests', href: '/mw/2023/category/7' },
    ]);
  });

  it('give a static page its sanitized text, empty while unwritten, and nothing for news or inactive categories', async () => {
    expect(await getConferenceStaticPage(7, 'mn')).toEqual({ cid: 7, title: 'Зочид', html: '<p>Зочид</p>' });
    expect(await getConferenceStaticPage(5, 'en')).toEqual({ cid: 5, title: 'Үзэсгэлэн', html: '' });
    expect(await getConferenceStaticPage(2, 'mn')).toEqual({ cid: 2, title: 'Бүртгэл', html: '' });
    expect(await getConferenceStaticPage(3, 'mn')).toBeNull();
    expect(await getConferenceStaticPage(6, 'mn')).toBeNull();
  });

  it('list only that edition’s published news, newest first, in the page’s language', async () => {
    const page = await listEditionNews({ eventId: 2, locale: 'en', page: 1 });
    expect(page.total).toBe(2);
    expect(page.news.map((item) => [item.id, item.title])).toEqual([
      [2, 'Хоёр дахь'],
      [1, 'First'],
    ]);
    expect((await listEditionNews({ eventId: 2, categoryCid: 6, locale: 'mn', page: 1 })).total).toBe(0);
  });

  it('show a news item only under its own edition, its body sanitized', async () => {
    const item = await getEditionNewsItem({ eventId: 2, id: 1, locale: 'mn' });
    expect(item).toMatchObject({ id: 1, title: 'Эхний', category: 'Мэдээ', category_cid: 3 });
    expect(item?.text).not.toMatch(/onerror/);
    expect(await getEditionNewsItem({ eventId: 3, id: 1, locale: 'mn' })).toBeNull();
    expect(await getEditionNewsItem({ eventId: 2, id: 3, locale: 'mn' })).toBeNull();
  });

  it('fill the portfolio with the edition’s and the year before’s photos, years from the data', async () => {
    const portfolio = await listPortfolio(2023);
    expect(portfolio.years).toEqual([2022, 2023]);
    expect(portfolio.photos.map((photo) => [photo.id, photo.year])).toEqual([
      [1, 2022],
      [3, 2023],
      [2, 2023],
    ]);
  });

  it('list the archive’s indexable pages for the sitemap', async () => {
    const paths = (await listArchivePaths()).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/mw/2023/news',
        '/mw/2023/news/3=1',
        '/mw/2023/news/detail/1',
        '/mw/2023/category/2',
        '/mw/2023/category/7',
        '/mw/2022/presentation',
      ]),
    );
    expect(paths).not.toContain('/mw/2023/category/5');
    expect(paths).not.toContain('/mw/2023/news/detail/3');
    expect(paths).not.toContain('/mw/2025/news/detail/4');
    expect(paths).not.toContain('/mw/2023/presentation');
  });
});
