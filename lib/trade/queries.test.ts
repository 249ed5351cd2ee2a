import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { notices, trades } from '@/db/schema';
import { useTestDatabase as setUpTestDatabase } from '@/tests/fixtures/database';

import {
  listRecentNotices,
  listRecentTrades,
  noticeLink,
  toRecentNotice,
  toRecentTrade,
  tradeInstant,
  tradeLink,
} from './queries';

const TRADE_ROW = {
  id: 5,
  tradeDatetime: new Date('2026-11-20T23:30:00Z'),
  sellerName: 'Эрдэнэс Таван Толгой ХК',
  mass: 120.5,
  productCategory: 'Нүүрс',
  ownUrl: '',
  url: 'https://exchange.example/trade/5',
};

describe('toRecentTrade', () => {
  it('shapes a row with the seeds keys, date and time in Ulaanbaatar', () => {
    expect(toRecentTrade(TRADE_ROW)).toEqual({
      id: 5,
      trade_date: '2026-11-21',
      trade_time: '07:30',
      seller_name: 'Эрдэнэс Таван Толгой ХК',
      mass: 120.5,
      product_category: 'Нүүрс',
      own_url: '',
      url: 'https://exchange.example/trade/5',
    });
  });

  it('gives back the same instant for formatting', () => {
    expect(tradeInstant(toRecentTrade(TRADE_ROW)).toISOString()).toBe('2026-11-20T23:30:00.000Z');
  });

  it('prefers the association link over the exchange link', () => {
    expect(tradeLink({ own_url: '/mm/trade', url: 'https://exchange.example' })).toBe('/mm/trade');
    expect(tradeLink({ own_url: '', url: 'https://exchange.example' })).toBe('https://exchange.example');
  });
});

describe('toRecentNotice', () => {
  it('shapes a row with the seeds keys and falls back to other for the link', () => {
    const notice = toRecentNotice({
      id: 3,
      sellDatetime: new Date('2026-11-25T02:00:00Z'),
      sellerName: 'Оюу Толгой ХХК',
      orderNum: 'A-17',
      type: 'Зэсийн баяжмал',
      quantity: 4,
      currency: 'USD',
      lotSize: 250,
      ownUrl: '',
      other: 'https://exchange.example/notice/3',
    });

    expect(notice).toEqual({
      id: 3,
      sell_date: '2026-11-25T02:00:00.000Z',
      seller_name: 'Оюу Толгой ХХК',
      order_num: 'A-17',
      type: 'Зэсийн баяжмал',
      quantity: 4,
      currency: 'USD',
      lot_size: 250,
      own_url: '',
      other: 'https://exchange.example/notice/3',
    });
    expect(noticeLink(notice)).toBe('https://exchange.example/notice/3');
  });
});

describe('recent trades and notices', () => {
  setUpTestDatabase();
  const now = new Date('2026-11-22T04:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('lists the newest trades of the last 30 days, newest first, up to the limit', async () => {
    await db.insert(trades).values(
      [1, 3, 2, 31, 45].map((days) => ({
        sellerName: `Seller ${days}`,
        productName: 'Coal',
        minPrice: 100,
        priceCurrency: 110,
        tradeDatetime: daysAgo(days),
      })),
    );

    const recent = await listRecentTrades({ now, limit: 2 });
    const all = await listRecentTrades({ now });

    expect(recent.map((trade) => trade.seller_name)).toEqual(['Seller 1', 'Seller 2']);
    expect(all.map((trade) => trade.seller_name)).toEqual(['Seller 1', 'Seller 2', 'Seller 3']);
  });

  it('lists notices of the last 30 days including announced future sales', async () => {
    await db.insert(notices).values(
      [-2, 5, 40].map((days) => ({
        sellerName: `Seller ${days}`,
        orderNum: `N${days}`,
        type: 'Coal',
        sellDatetime: daysAgo(days),
        quantity: 2,
        currency: 'MNT',
        lotSize: 100,
      })),
    );

    expect((await listRecentNotices({ now })).map((notice) => notice.order_num)).toEqual(['N-2', 'N5']);
  });
});
