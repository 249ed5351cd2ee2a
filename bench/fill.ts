/**
 * Fills the benchmark database (DATA_DIR) up to a number of news items and trades, in bulk SQL. The demo content
 * must already be there (categories). Usage: tsx --conditions=react-server bench/fill.ts <news> <trades>
 */
import { sql } from 'drizzle-orm';

import { closeDatabase, db } from '@/db';
import { news, trades } from '@/db/schema';

const [newsTarget = 10_000, tradeTarget = 10_000] = process.argv.slice(2).map(Number);

const WORDS_MN = ['уурхай', 'нүүрс', 'зэс', 'алт', 'экспорт', 'хөрөнгө оруулалт', 'тогтвортой', 'байгаль орчин', 'ажлын байр', 'татвар', 'төмөр зам', 'чуулган'];
const WORDS_EN = ['mine', 'coal', 'copper', 'gold', 'exports', 'investment', 'sustainable', 'environment', 'jobs', 'tax', 'railway', 'conference'];

/** A text[] literal built from bound parameters. */
function textArray(words: readonly string[]) {
  return sql`array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
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

try {
  await fillNews();
  await fillTrades();
  // PGlite has no autovacuum: set the visibility map and statistics as a running server's autovacuum would.
  await db.execute(sql`vacuum analyze`);
} finally {
  await closeDatabase();
}
