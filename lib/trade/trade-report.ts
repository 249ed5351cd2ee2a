import 'server-only';

import { and, count, desc, gte, lt } from 'drizzle-orm';

import { db } from '@/db';
import { trades } from '@/db/schema';
import { type DateRange, rangeInstants } from '@/lib/list-query/date-range';
import { pageCount } from '@/lib/list-query/paging';

/** A row of the trade results table, with the seeds' keys. */
export type TradeResult = {
  id: number;
  seller_name: string;
  product_name: string;
  min_price: number;
  price_currency: number;
  trade_datetime: string;
  own_url: string;
  url: string;
};

export type TradePage = { trade: TradeResult[]; total: number; totalPages: number };

type ListTradesOptions = Partial<DateRange> & { page: number; limit: number };

/**
 * Trades between two Ulaanbaatar days (both included; either bound may be left open), newest first,
 * paged and counted in the database along the trade_datetime index.
 */
export async function listTrades({ start, end, page, limit }: ListTradesOptions): Promise<TradePage> {
  const { from, until } = rangeInstants({ start, end });
  const where = and(
    from ? gte(trades.tradeDatetime, from) : undefined,
    until ? lt(trades.tradeDatetime, until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: trades.id,
        sellerName: trades.sellerName,
        productName: trades.productName,
        minPrice: trades.minPrice,
        priceCurrency: trades.priceCurrency,
        tradeDatetime: trades.tradeDatetime,
        ownUrl: trades.ownUrl,
        url: trades.url,
      })
      .from(trades)
      .where(where)
      .orderBy(desc(trades.tradeDatetime), desc(trades.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(trades).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    trade: rows.map((row) => ({
      id: row.id,
      seller_name: row.sellerName,
      product_name: row.productName,
      min_price: row.minPrice,
      price_currency: row.priceCurrency,
      trade_datetime: row.tradeDatetime.toISOString(),
      own_url: row.ownUrl,
      url: row.url,
    })),
    total,
    totalPages: pageCount(total, limit),
  };
}
