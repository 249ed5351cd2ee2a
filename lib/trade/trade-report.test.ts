import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { trades } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { listTrades } from './trade-report';

useTestDatabase();

const trade = (id: number, at: string, ownUrl = '') => ({
  id,
  sellerName: `Худалдагч ${id}`,
  productName: 'Угаасан коксжих нүүрс',
  minPrice: 400_000 + id,
  priceCurrency: 410_000.5 + id,
  tradeDatetime: new Date(at),
  ownUrl,
  url: 'https://exchange.example/results',
});

beforeAll(async () => {
  await db.insert(trades).values([
    // Ulaanbaatar 2026-11-14 23:59: the day before the range.
    trade(1, '2026-11-14T15:59:00Z'),
    // Ulaanbaatar 2026-11-15 00:00: the first moment of the range.
    trade(2, '2026-11-14T16:00:00Z'),
    ...Array.from({ length: 10 }, (_, index) =>
      trade(
        3 + index,
        `2026-11-${String(16 + (index % 6)).padStart(2, '0')}T0${index % 10}:00:00Z`,
        `https://exchange.example/trade/${3 + index}`,
      ),
    ),
    // Ulaanbaatar 2026-11-22 23:59: the last moment of the end day.
    trade(13, '2026-11-22T15:59:00Z'),
    // Ulaanbaatar 2026-11-23 00:00: after the range.
    trade(14, '2026-11-22T16:00:00Z'),
  ]);
});

describe('listTrades', () => {
  it('includes whole Ulaanbaatar days from the start day to the end day', async () => {
    const result = await listTrades({ start: '2026-11-15', end: '2026-11-22', page: 1, limit: 30 });
    expect(result.total).toBe(12);
    expect(result.totalPages).toBe(1);
    const ids = result.trade.map((row) => row.id);
    expect(ids).toContain(2);
    expect(ids).toContain(13);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(14);
  });

  it('orders newest first and pages in the database', async () => {
    const first = await listTrades({ start: '2026-11-15', end: '2026-11-22', page: 1, limit: 10 });
    const second = await listTrades({ start: '2026-11-15', end: '2026-11-22', page: 2, limit: 10 });
    expect(first.trade).toHaveLength(10);
    expect(second.trade).toHaveLength(2);
    expect(second.totalPages).toBe(2);
    const times = [...first.trade, ...second.trade].map((row) => row.trade_datetime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.trade[0]?.id).toBe(13);
    expect(second.trade.at(-1)?.id).toBe(2);
  });

  it('answers one day alone', async () => {
    const result = await listTrades({ start: '2026-11-23', end: '2026-11-23', page: 1, limit: 10 });
    expect(result.trade.map((row) => row.id)).toEqual([14]);
  });

  it('leaves open bounds open', async () => {
    expect((await listTrades({ page: 1, limit: 10 })).total).toBe(14);
    expect((await listTrades({ end: '2026-11-14', page: 1, limit: 10 })).trade.map((row) => row.id)).toEqual([1]);
  });

  it('is empty past the data, with totals of zero', async () => {
    expect(await listTrades({ start: '2020-01-01', end: '2020-01-07', page: 1, limit: 10 })).toEqual({
      trade: [],
      total: 0,
      totalPages: 0,
    });
  });

  it('shapes rows with the seeds keys', async () => {
    const [row] = (await listTrades({ start: '2026-11-22', end: '2026-11-22', page: 1, limit: 10 })).trade;
    expect(row).toEqual({
      id: 13,
      seller_name: 'Худалдагч 13',
      product_name: 'Угаасан коксжих нүүрс',
      min_price: 400_013,
      price_currency: 410_013.5,
      trade_datetime: '2026-11-22T15:59:00.000Z',
      own_url: '',
      url: 'https://exchange.example/results',
    });
  });
});
