import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { categories, staticPages } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { getStaticData, getStaticPage, listStaticPageIds } from './queries';

useTestDatabase();

beforeAll(async () => {
  await db.insert(categories).values([
    { cid: 7, category: 'Мэдээ мэдээлэл', categoryEn: 'News & media', pageType: 'news', categoryLevel: 1 },
    { cid: 8, pid: 7, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryLevel: 2 },
    { cid: 19, category: 'Төслүүд', categoryEn: 'Projects', pageType: 'static', categoryLevel: 1 },
    {
      cid: 20,
      pid: 19,
      category: 'Хариуцлагатай уул уурхай',
      categoryEn: 'Responsible mining',
      pageType: 'static',
      categoryLevel: 2,
    },
    {
      cid: 21,
      pid: 19,
      category: 'Нуугдмал',
      categoryEn: 'Hidden',
      pageType: 'static',
      categoryLevel: 2,
      categoryStatus: false,
    },
    { cid: 22, pid: 19, category: 'Уул уурхай 101', categoryEn: '', pageType: 'static', categoryLevel: 2 },
  ]);
  await db.insert(staticPages).values([
    {
      categoryCid: 20,
      text: '<p>Монгол текст</p><script>alert(1)</script>',
      textEn: '<p onclick="x()">English text</p>',
    },
    { categoryCid: 21, text: '<p>Нууц</p>', textEn: '' },
    { categoryCid: 22, text: '<p>Зөвхөн монгол</p>', textEn: '' },
  ]);
});

describe('getStaticPage', () => {
  it('gives the title and sanitised text in the language of the page', async () => {
    expect(await getStaticPage({ cid: 20, locale: 'mn' })).toEqual({
      cid: 20,
      title: 'Хариуцлагатай уул уурхай',
      html: '<p>Монгол текст</p>',
    });
    expect(await getStaticPage({ cid: 20, locale: 'en' })).toEqual({
      cid: 20,
      title: 'Responsible mining',
      html: '<p>English text</p>',
    });
  });

  it('falls back to the other language when a translation is empty', async () => {
    expect(await getStaticPage({ cid: 22, locale: 'en' })).toEqual({
      cid: 22,
      title: 'Уул уурхай 101',
      html: '<p>Зөвхөн монгол</p>',
    });
  });

  it('shows a static category without text as a page with only its title', async () => {
    expect(await getStaticPage({ cid: 19, locale: 'mn' })).toEqual({ cid: 19, title: 'Төслүүд', html: '' });
  });

  it('knows no news, inactive or unknown category', async () => {
    expect(await getStaticPage({ cid: 8, locale: 'mn' })).toBeNull();
    expect(await getStaticPage({ cid: 21, locale: 'mn' })).toBeNull();
    expect(await getStaticPage({ cid: 999, locale: 'mn' })).toBeNull();
  });
});

describe('getStaticData', () => {
  it('answers both languages of the text with the admin field names', async () => {
    expect(await getStaticData(20)).toEqual({
      id: 1,
      category_cid: 20,
      text: '<p>Монгол текст</p>',
      text_en: '<p>English text</p>',
    });
  });

  it('is null for a static category without text and undefined for other categories', async () => {
    expect(await getStaticData(19)).toBeNull();
    expect(await getStaticData(8)).toBeUndefined();
    expect(await getStaticData(21)).toBeUndefined();
  });
});

describe('listStaticPageIds', () => {
  it('lists the active static categories that have text', async () => {
    expect(await listStaticPageIds()).toEqual([20, 22]);
  });
});
