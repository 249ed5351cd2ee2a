import { index, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Results of mining-product trades on the exchange (ticker and the trade report table). */
export const trades = pgTable(
  'trades',
  {
    id: serial('id').primaryKey(),
    sellerName: text('seller_name').notNull(),
    productName: text('product_name').notNull(),
    productCategory: text('product_category').notNull().default(''),
    /** Traded mass in tons. */
    mass: numeric('mass', { mode: 'number' }).notNull().default(0),
    minPrice: numeric('min_price', { mode: 'number' }).notNull(),
    /** The deal price (the seeds call the column price_currency). */
    priceCurrency: numeric('price_currency', { mode: 'number' }).notNull(),
    tradeDatetime: timestamp('trade_datetime', { withTimezone: true }).notNull(),
    ownUrl: text('own_url').notNull().default(''),
    url: text('url').notNull().default(''),
  },
  (t) => [
    index('trades_datetime_idx').on(t.tradeDatetime, t.id),
    // One exchange deal: the same seller, product and time twice is a repeated import, not a second deal.
    uniqueIndex('trades_deal_unique').on(t.sellerName, t.productName, t.tradeDatetime),
  ],
);

/** Announced auctions (trade schedule); the tonnage shown is quantity × lot size. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    sellerName: text('seller_name').notNull(),
    orderNum: text('order_num').notNull(),
    type: text('type').notNull(),
    sellDatetime: timestamp('sell_datetime', { withTimezone: true }).notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    lotSize: numeric('lot_size', { mode: 'number' }).notNull(),
    ownUrl: text('own_url').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Fallback link when own_url is empty. */
    other: text('other').notNull().default(''),
  },
  (t) => [
    index('notices_sell_datetime_idx').on(t.sellDatetime, t.id),
    // The exchange numbers each auction; a number seen again is the same auction.
    uniqueIndex('notices_order_num_unique').on(t.orderNum),
  ],
);
