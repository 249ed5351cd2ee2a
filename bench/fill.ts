/**
 * Fills the benchmark database (DATA_DIR) up to a number of news items, trades and directory companies (20,000 by
 * default), in bulk SQL. The demo content must already be there (categories, the directory's sub categories).
 * Usage: tsx --conditions=react-server bench/fill.ts <news> <trades> [companies]
 */
import { sql } from 'drizzle-orm';

import { closeDatabase, db } from '@/db';
import { directoryCompanies, news, trades } from '@/db/schema';

const [newsTarget = 10_000, tradeTarget = 10_000, companyTarget = 20_000] = process.argv.slice(2).map(Number);

const WORDS_MN = [
  'уурхай',
  'нүүрс',
  'зэс',
  'алт',
  'экспорт',
  'хөрөнгө оруулалт',
  'тогтвортой',
  'байгаль орчин',
  'ажлын байр',
  'татвар',
  'төмөр зам',
  'чуулган',
];
const WORDS_EN = [
  'mine',
  'coal',
  'copper',
  'gold',
  'exports',
  'investment',
  'sustainable',
  'environment',
  'jobs',
  'tax',
  'railway',
  'conference',
];

/** A text[] literal built from bound parameters. */
function textArray(words: readonly string[]) {
  return sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
}

async function fillNews(): Promise<void> {
  const missing = newsTarget - (await db.$count(news));
  if (missing <= 0) return;
  // Titles mix words by row number so that searches match a realistic share of rows; dates span five years.
  await db.execute(sql`
    insert into news (image, title, title_en, summary, summary_en, text, text_en, category_cid, created_at, updated_at)
    select 'news/bench.jpg',
      'Мэдээ ' || g || ': ' || (${textArray(WORDS_MN)})[1 + g % 12] || ' ба ' || (${textArray(WORDS_MN)})[1 + (g / 12) % 12],
      'News ' || g || ': ' || (${textArray(WORDS_EN)})[1 + g % 12] || ' and ' || (${textArray(WORDS_EN)})[1 + (g / 12) % 12],
      'Салбарын ' || (${textArray(WORDS_MN)})[1 + (g / 7) % 12] || ' сэдвээр товч мэдээлэл.',
      'A short summary about ' || (${textArray(WORDS_EN)})[1 + (g / 7) % 12] || ' in the sector.',
      '<p>Мэдээний бие ' || g || '.</p>', '<p>Body of news ' || g || '.</p>',
      (array[8, 8, 8, 9, 10, 13, 17, 18])[1 + g % 8],
      now() - (g % 1825) * interval '1 day' - (g % 1440) * interval '1 minute',
      now()
    from generate_series(1, ${missing}) as g`);
}

async function fillTrades(): Promise<void> {
  const missing = tradeTarget - (await db.$count(trades));
  if (missing <= 0) return;
  await db.execute(sql`
    insert into trades (seller_name, product_name, product_category, mass, min_price, price_currency, trade_datetime, own_url, url)
    select 'Seller ' || (g % 97), (array['Нүүрс', 'Зэсийн баяжмал', 'Төмрийн хүдэр', 'Жонш'])[1 + g % 4], 'coal',
      1000 + g % 5000, 150000 + g % 1000, 160000 + g % 1500,
      now() - (g % 1825) * interval '1 day' - (g % 600) * interval '1 minute', '', 'https://mse.mn/trade/' || g
    from generate_series(1, ${missing}) as g`);
}

/** Name words of the directory: some start with Ө and Ү, so the letters the seeds single out have companies. */
const COMPANY_WORDS_MN = [
  'Алтан',
  'Өнөр',
  'Үүрийн',
  'Баян',
  'Эрдэнэ',
  'Хөх',
  'Өргөө',
  'Үндэсний',
  'Гэрэлт',
  'Мөнх',
  'Оюут',
  'Сэлэнгэ',
  'Тал',
  'Чандмань',
  'Шинэ',
  'Дархан',
];
const COMPANY_WORDS_EN = [
  'Altan',
  'Unur',
  'Uuriin',
  'Bayan',
  'Erdene',
  'Khukh',
  'Urguu',
  'National',
  'Gerelt',
  'Munkh',
  'Oyut',
  'Selenge',
  'Tal',
  'Chandmani',
  'Shine',
  'Darkhan',
];

async function fillCompanies(): Promise<void> {
  const missing = companyTarget - (await db.$count(directoryCompanies));
  if (missing <= 0) return;
  // Two words and a number per name; every third without logo, one in twenty unpublished, as in the demo data.
  await db.execute(sql`
    insert into directory_companies (name_mn, name_en, logo, review, approval, registration_number)
    select upper((${textArray(COMPANY_WORDS_MN)})[1 + g % 16] || ' ' || (${textArray(COMPANY_WORDS_MN)})[1 + (g / 16) % 16] || ' ' || g || ' ХХК'),
      upper((${textArray(COMPANY_WORDS_EN)})[1 + g % 16] || ' ' || (${textArray(COMPANY_WORDS_EN)})[1 + (g / 16) % 16] || ' ' || g || ' LLC'),
      case when g % 3 = 0 then '' else 'directory/logo-' || (1 + g % 12) || '.png' end,
      case when g % 20 = 0 then 'pending' else 'approved' end::directory_review,
      g % 20 <> 0,
      (6000000 + g)::text
    from generate_series(1, ${missing}) as g`);
  // Each company in one of the 20 company sub categories, every seventh in a second one too.
  await db.execute(sql`
    insert into directory_company_categories (company_id, category_id)
    select c.id, 1 + c.id % 20 from directory_companies c
    union all
    select c.id, 1 + (c.id + 7) % 20 from directory_companies c where c.id % 7 = 0
    on conflict do nothing`);
}

try {
  await fillNews();
  await fillTrades();
  await fillCompanies();
  // PGlite has no autovacuum: set the visibility map and statistics as a running server's autovacuum would.
  await db.execute(sql`vacuum analyze`);
} finally {
  await closeDatabase();
}
