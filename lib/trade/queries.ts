import 'server-only';

import { desc, gte } from 'drizzle-orm';

import { db } from '@/db';
import { notices, trades } from '@/db/schema';

/** The ticker shows the newest of the last 30 days. */
export const RECENT_DAYS = 30;
// Ten of each: the ticker renders its items twice for a seamless loop, so more would only weigh the page down.
export const RECENT_LIMIT = 10;
/** Mongolia keeps UTC+8 all year: dates and times are shown as the exchange announces them. */
const ULAANBAATAR_OFFSET_MS = 8 * 60 * 60 * 1000;

export type RecentTrade = {
  id: number;
  trade_date: string;
  trade_time: string;
  seller_name: string;
  mass: number;
  product_category: string;
  own_url: string;
  url: string;
};

export type RecentNotice = {
  id: number;
  sell_date: string;
  seller_name: string;
  order_num: string;
  type: string;
  quantity: number;
  currency: string;
  lot_size: number;
  own_url: string;
  other: string;
};

type TradeRow = Pick<
  typeof trades.$inferSelect,
  'id' | 'tradeDatetime' | 'sellerName' | 'mass' | 'productCategory' | 'ownUrl' | 'url'
>;
/** The columns a notice is shown with (ticker and schedule cards). */
export const NOTICE_COLUMNS = {
  id: notices.id,
  sellDatetime: notices.sellDatetime,
  sellerName: notices.sellerName,
  orderNum: notices.orderNum,
  type: notices.type,
  quantity: notices.quantity,
  currency: notices.currency,
  lotSize: notices.lotSize,
  ownUrl: notices.ownUrl,
  other: notices.other,
};

type NoticeRow = Pick<
  typeof notices.$inferSelect,
  'id' | 'sellDatetime' | 'sellerName' | 'orderNum' | 'type' | 'quantity' | 'currency' | 'lotSize' | 'ownUrl' | 'other'
>;

/** A trade as the seeds' ticker reads it: date (yyyy-mm-dd) and time (HH:mm) in Ulaanbaatar. */
export function toRecentTrade(row: TradeRow): RecentTrade {
  const local = new Date(row.tradeDatetime.getTime() + ULAANBAATAR_OFFSET_MS).toISOString();

  return {
    id: row.id,
    trade_date: local.slice(0, 10),
    trade_time: local.slice(11, 16),
    seller_name: row.sellerName,
    mass: row.mass,
    product_category: row.productCategory,
    own_url: row.ownUrl,
    url: row.url,
  };
}

export function toRecentNotice(row: NoticeRow): RecentNotice {
  return {
    id: row.id,
    sell_date: row.sellDatetime.toISOString(),
    seller_name: row.sellerName,
    order_num: row.orderNum,
    type: row.type,
    quantity: row.quantity,
    currency: row.currency,
    lot_size: row.lotSize,
    own_url: row.ownUrl,
    other: row.other,
  };
}

/** The instant of a shaped trade, for formatting in the reader's language. */
export function tradeInstant(trade: Pick<RecentTrade, 'trade_date' | 'trade_time'>): Date {
  return new Date(`${trade.trade_date}T${trade.trade_time}:00+08:00`);
}

/** Where a ticker entry leads: the association's own page when there is one, otherwise the exchange's. */
export function tradeLink(trade: Pick<RecentTrade, 'own_url' | 'url'>): string {
  return trade.own_url || trade.url;
}

export function noticeLink(notice: Pick<RecentNotice, 'own_url' | 'other'>): string {
  return notice.own_url || notice.other;
}

function since(now: Date): Date {
  return new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
}

export async function listRecentTrades({
  limit = RECENT_LIMIT,
  now = new Date(),
}: { limit?: number; now?: Date } = {}): Promise<RecentTrade[]> {
  const rows = await db
    .select({
      id: trades.id,
      tradeDatetime: trades.tradeDatetime,
      sellerName: trades.sellerName,
      mass: trades.mass,
      productCategory: trades.productCategory,
      ownUrl: trades.ownUrl,
      url: trades.url,
    })
    .from(trades)
    .where(gte(trades.tradeDatetime, since(now)))
    .orderBy(desc(trades.tradeDatetime), desc(trades.id))
    .limit(limit);

  return rows.map(toRecentTrade);
}

export async function listRecentNotices({
  limit = RECENT_LIMIT,
  now = new Date(),
}: { limit?: number; now?: Date } = {}): Promise<RecentNotice[]> {
  const rows = await db
    .select(NOTICE_COLUMNS)
    .from(notices)
    .where(gte(notices.sellDatetime, since(now)))
    .orderBy(desc(notices.sellDatetime), desc(notices.id))
    .limit(limit);

  return rows.map(toRecentNotice);
}
