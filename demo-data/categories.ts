import 'server-only';

import type { Database } from '@/db';
import { categories, staticPages } from '@/db/schema';

import { STATIC_PAGES } from './content/static-pages';
import type { SeedPart } from './part';

type CategoryRow = typeof categories.$inferInsert;

/** Fixed ids: navigation, URLs (/mm/blog/8=1, /mm/page/20) and the seeds' defaults depend on them. */
const CATEGORY_ROWS: CategoryRow[] = [
  { cid: 7, pid: null, category: 'Мэдээ мэдээлэл', categoryEn: 'News & media', pageType: 'news', categoryLevel: 1 },
  { cid: 8, pid: 7, category: 'Мэдээ', categoryEn: 'News', pageType: 'news', categoryLevel: 2 },
  { cid: 9, pid: 7, category: 'Нийтлэл', categoryEn: 'Articles', pageType: 'news', categoryLevel: 2 },
  { cid: 10, pid: 7, category: 'Хэвлэлийн мэдээ', categoryEn: 'Press releases', pageType: 'news', categoryLevel: 2 },
  { cid: 13, pid: 7, category: 'Арга хэмжээ', categoryEn: 'Events', pageType: 'news', categoryLevel: 2 },
  {
    cid: 17,
    pid: 7,
    category: 'Бүс нутгийн чуулган',
    categoryEn: 'Regional conference',
    pageType: 'news',
    categoryLevel: 2,
  },
  {
    cid: 18,
    pid: 7,
    category: 'Үндэсний аж үйлдвэржилтийн зөвлөгөөн',
    categoryEn: 'National industrialization meeting',
    pageType: 'news',
    categoryLevel: 2,
  },
  { cid: 19, pid: null, category: 'Төслүүд', categoryEn: 'Projects', pageType: 'static', categoryLevel: 1 },
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
    category: 'Бидний мэдэхгүй уул уурхай',
    categoryEn: "Mining we don't know about",
    pageType: 'static',
    categoryLevel: 2,
  },
  { cid: 22, pid: 19, category: 'Уул уурхай 101', categoryEn: 'Mining 101', pageType: 'static', categoryLevel: 2 },
  {
    cid: 23,
    pid: 19,
    category: 'Ирээдүйн уурхайчид',
    categoryEn: 'Future miners',
    pageType: 'static',
    categoryLevel: 2,
  },
  {
    cid: 24,
    pid: 19,
    category: 'Сарын шилдэг гишүүн',
    categoryEn: 'Member of the month',
    pageType: 'static',
    categoryLevel: 2,
  },
  {
    cid: 25,
    pid: 19,
    category: 'Тогтвортой уул уурхай',
    categoryEn: 'Sustainable mining',
    pageType: 'static',
    categoryLevel: 2,
  },
  {
    cid: 26,
    pid: 19,
    category: 'Уул уурхайн түүхэн өв',
    categoryEn: 'Mining heritage',
    pageType: 'static',
    categoryLevel: 2,
  },
];

export function categoriesPart(): SeedPart {
  return {
    files: [],
    insert: async (db: Database) => {
      // Parents first: a child's pid must exist when it is inserted.
      await db
        .insert(categories)
        .values(CATEGORY_ROWS.filter((row) => row.pid === null))
        .onConflictDoNothing();
      await db
        .insert(categories)
        .values(CATEGORY_ROWS.filter((row) => row.pid !== null))
        .onConflictDoNothing();
      await db
        .insert(staticPages)
        .values(STATIC_PAGES.map((page, index) => ({ id: index + 1, ...page })))
        .onConflictDoNothing();
    },
  };
}
