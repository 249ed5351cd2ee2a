import 'server-only';

import type { Database } from '@/db';
import { notices, trades } from '@/db/schema';

import { createRandom } from './clock';
import type { SeedContext, SeedPart } from './part';

type Product = {
  name: string;
  category: string;
  /** Minimum price range in MNT per tonne. */
  price: readonly [number, number];
  /** Traded mass range in tonnes. */
  mass: readonly [number, number];
  sellers: readonly string[];
};

const PRODUCTS: readonly Product[] = [
  {
    name: 'Угаасан коксжих нүүрс',
    category: 'Нүүрс',
    price: [380_000, 520_000],
    mass: [20_000, 150_000],
    sellers: ['Номин Говь Коал ХХК', 'Тэнгэр Майнинг ХХК', 'Алтан Говь Ресурс ХК'],
  },
  {
    name: 'Эрчим хүчний нүүрс',
    category: 'Нүүрс',
    price: [150_000, 230_000],
    mass: [10_000, 80_000],
    sellers: ['Хөх Нуур Минерал ХХК', 'Номин Говь Коал ХХК'],
  },
  {
    name: 'Зэсийн баяжмал (Cu 24%)',
    category: 'Зэсийн баяжмал',
    price: [6_500_000, 8_200_000],
    mass: [500, 5_000],
    sellers: ['Хангайн Зэс ХХК', 'Эрдэнэт Толгой Коппер ХХК'],
  },
  {
    name: 'Төмрийн хүдрийн баяжмал (Fe 62%)',
    category: 'Төмрийн хүдэр',
    price: [240_000, 330_000],
    mass: [10_000, 60_000],
    sellers: ['Сэлэнгэ Төмөр ХХК', 'Дархан Айрон Ор ХХК'],
  },
  {
    name: 'Жоншны баяжмал (CaF₂ 92%)',
    category: 'Жонш',
    price: [950_000, 1_250_000],
    mass: [1_000, 10_000],
    sellers: ['Бор-Өндөр Флюорит ХХК', 'Айраг Жонш ХХК'],
  },
  {
    name: 'Цайрын баяжмал (Zn 48%)',
    category: 'Цайрын баяжмал',
    price: [2_600_000, 3_400_000],
    mass: [1_000, 8_000],
    sellers: ['Цайрын Өргөө ХХК', 'Төмөртийн Овоо Майнинг ХХК'],
  },
];

const EXCHANGE_URL = 'https://mse.mn/mn/mining-exchange';
const TRADES_PER_DAY = 3;
const TRADE_DAYS = 30;
/** Announced auctions: one a day from 30 days ago to 14 days ahead. */
const NOTICE_DAYS_BACK = 30;
const NOTICE_DAYS_AHEAD = 14;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function tradeRows({ clock }: SeedContext): Array<typeof trades.$inferInsert> {
  const random = createRandom(2026);
  const rows: Array<typeof trades.$inferInsert> = [];
  for (let daysAgo = TRADE_DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (let slot = 0; slot < TRADES_PER_DAY; slot++) {
      const product = random.pick(PRODUCTS);
      const tradeDatetime = clock.at(daysAgo, 10 + slot * 2, random.int(0, 11) * 5);
      // Today's trades exist only once their time has passed.
      if (tradeDatetime > clock.now) continue;
      const id = rows.length + 1;
      const minPrice = roundTo(product.price[0] + random.next() * (product.price[1] - product.price[0]), 100);
      rows.push({
        id,
        sellerName: random.pick(product.sellers),
        productName: product.name,
        productCategory: product.category,
        mass: roundTo(product.mass[0] + random.next() * (product.mass[1] - product.mass[0]), 50),
        minPrice,
        priceCurrency: roundTo(minPrice * (1 + random.next() * 0.08), 100),
        tradeDatetime,
        ownUrl: id % 4 === 0 ? '' : `${EXCHANGE_URL}/trade/${id}`,
        url: `${EXCHANGE_URL}/results`,
      });
    }
  }

  return rows;
}

function noticeRows({ clock }: SeedContext): Array<typeof notices.$inferInsert> {
  const random = createRandom(412);
  const rows: Array<typeof notices.$inferInsert> = [];
  for (let daysAgo = NOTICE_DAYS_BACK; daysAgo >= -NOTICE_DAYS_AHEAD; daysAgo--) {
    const product = random.pick(PRODUCTS);
    const sellDatetime = clock.at(daysAgo, random.pick([10, 11, 14, 15]), 0);
    const id = rows.length + 1;
    const isUsd = product.category === 'Зэсийн баяжмал' || random.next() < 0.15;
    const orderNum = `MSE-${sellDatetime.getUTCFullYear()}-${String(411 + id).padStart(4, '0')}`;
    const hasOwnPage = id % 5 !== 0;
    rows.push({
      id,
      sellerName: random.pick(product.sellers),
      orderNum,
      type: isUsd ? 'Auction' : 'Дуудлага худалдаа',
      sellDatetime,
      quantity: random.int(2, 20),
      currency: isUsd ? 'USD' : 'MNT',
      lotSize: roundTo((product.mass[0] + random.next() * (product.mass[1] - product.mass[0])) / 10, 50),
      ownUrl: hasOwnPage ? `${EXCHANGE_URL}/notice/${orderNum}` : '',
      url: `${EXCHANGE_URL}/schedule`,
      other: hasOwnPage ? '' : `${EXCHANGE_URL}/schedule`,
    });
  }

  return rows;
}

/** Exchange trades of the last 30 days (ticker, report table) and announced auctions (schedule cards). */
export function tradePart(context: SeedContext): SeedPart {
  return {
    files: [],
    insert: async (db: Database) => {
      await db.insert(trades).values(tradeRows(context)).onConflictDoNothing();
      await db.insert(notices).values(noticeRows(context)).onConflictDoNothing();
    },
  };
}
