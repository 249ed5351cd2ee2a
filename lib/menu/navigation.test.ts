import { describe, expect, it } from 'vitest';

import { buildNavigation, type NavCategory, selectProjectCategories } from './navigation';

const category = (cid: number, pid: number | null, pageType: NavCategory['page_type'], name: string): NavCategory => ({
  cid,
  pid,
  category: name,
  category_en: `${name} EN`,
  page_type: pageType,
  level: pid === null ? 1 : 2,
});

const CATEGORIES: NavCategory[] = [
  category(7, null, 'news', 'Мэдээ мэдээлэл'),
  category(13, 7, 'news', 'Арга хэмжээ'),
  category(8, 7, 'news', 'Мэдээ'),
  category(19, null, 'static', 'Төслүүд'),
  category(21, 19, 'static', 'Бидний мэдэхгүй уул уурхай'),
  category(20, 19, 'static', 'Хариуцлагатай уул уурхай'),
  category(30, null, 'static', 'Өөр цэс'),
  category(31, 30, 'static', 'Өөр хуудас'),
];

const translate = (key: string) => `t:${key}`;

describe('buildNavigation', () => {
  it('keeps the seeds order of the top-level entries', () => {
    const tree = buildNavigation({ categories: CATEGORIES, locale: 'mn', translate });

    expect(tree.main.map((item) => item.id)).toEqual([
      'home',
      'about',
      'activity',
      'membership',
      'news',
      'projects',
      'category-30',
      'reports',
      'trade',
      'assessment',
      'anniversary',
      'contact',
    ]);
    expect(tree.main.find((item) => item.id === 'reports')?.href).toBe('/mm/report=1');
    expect(tree.sister).toEqual([
      { id: 'miningWeek', label: 't:miningWeek', href: '/mw' },
      { id: 'yellowPages', label: 't:yellowPages', href: '/yellow-page' },
    ]);
  });

  it('labels the fixed entries from messages and keeps their anchors', () => {
    const tree = buildNavigation({ categories: CATEGORIES, locale: 'mn', translate });
    const member = tree.main.find((item) => item.id === 'membership');

    expect(member?.label).toBe('t:membership');
    expect(member?.children.map((child) => child.href)).toEqual([
      '/mm/membership',
      '/mm/member#1',
      '/mm/member#2',
      '/mm/member#3',
    ]);
    expect(tree.main.find((item) => item.id === 'activity')?.children.map((child) => child.href)).toEqual([
      '/mm/activity#1',
      '/mm/activity#2',
      '/mm/activity#3',
    ]);
  });

  it('fills News with the news categories linking to their first page, in cid order', () => {
    const tree = buildNavigation({ categories: CATEGORIES, locale: 'mn', translate });
    const news = tree.main.find((item) => item.id === 'news');

    expect(news?.href).toBe('/mm/blog/8=1');
    expect(news?.children).toEqual([
      { id: 'news-8', label: 'Мэдээ', href: '/mm/blog/8=1' },
      { id: 'news-13', label: 'Арга хэмжээ', href: '/mm/blog/13=1' },
    ]);
  });

  it('fills Projects with the static pages under category 19 only, in the reader language', () => {
    const tree = buildNavigation({ categories: CATEGORIES, locale: 'en', translate });

    expect(tree.main.find((item) => item.id === 'projects')?.children).toEqual([
      { id: 'project-20', label: 'Хариуцлагатай уул уурхай EN', href: '/mm/page/20' },
      { id: 'project-21', label: 'Бидний мэдэхгүй уул уурхай EN', href: '/mm/page/21' },
    ]);
  });

  it('falls back to the Mongolian name when the English one is empty', () => {
    const untranslated = [{ ...category(22, 19, 'static', 'Уул уурхай 101'), category_en: ' ' }];
    const tree = buildNavigation({ categories: untranslated, locale: 'en', translate });

    expect(tree.main.find((item) => item.id === 'projects')?.children[0]?.label).toBe('Уул уурхай 101');
  });

  it('leaves Projects out and keeps News as a plain link when there are no categories', () => {
    const tree = buildNavigation({ categories: [], locale: 'mn', translate });

    expect(tree.main.some((item) => item.id === 'projects')).toBe(false);
    expect(tree.main.find((item) => item.id === 'news')).toMatchObject({ href: '/mm/blog/8=1', children: [] });
  });
});

describe('categories added in the back-office', () => {
  it('gives each other top-level category an entry of its own with its children, in the reader language', () => {
    const added = [...CATEGORIES, category(41, null, 'news', 'Хэвлэл'), category(42, 41, 'news', 'Ярилцлага')];
    const tree = buildNavigation({ categories: added, locale: 'en', translate });

    expect(tree.main.find((item) => item.id === 'category-30')).toEqual({
      id: 'category-30',
      label: 'Өөр цэс EN',
      href: '/mm/page/30',
      children: [{ id: 'category-31', label: 'Өөр хуудас EN', href: '/mm/page/31' }],
    });
    expect(tree.main.find((item) => item.id === 'category-41')).toMatchObject({
      href: '/mm/blog/41=1',
      children: [{ id: 'category-42', label: 'Ярилцлага EN', href: '/mm/blog/42=1' }],
    });
    expect(tree.main.find((item) => item.id === 'news')?.children.map((child) => child.id)).toEqual([
      'news-8',
      'news-13',
    ]);
  });
});

describe('selectProjectCategories', () => {
  it('returns the project pages sorted by cid', () => {
    expect(selectProjectCategories(CATEGORIES).map((item) => item.cid)).toEqual([20, 21]);
  });
});
