import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { notices } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { listNotices } from './auction-schedule';

useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST = Date.parse('2026-11-01T02:00:00Z');

beforeAll(async () => {
  // 30 auctions, one a day from 2026-11-01 (10:00 in Ulaanbaatar).
  await db.insert(notices).values(
    Array.from({ length: 30 }, (_, index) => ({
      id: index + 1,
      sellerName: `Худалдагч ${index + 1}`,
      orderNum: `MSE-2026-${String(index + 1).padStart(4, '0')}`,
      type: 'Дуудлага худалдаа',
      sellDatetime: new Date(FIRST + index * DAY_MS),
      quantity: 4,
      currency: index % 2 ? 'USD' : 'MNT',
      lotSize: 250.5,
      ownUrl: index % 5 ? `https://exchange.example/notice/${index + 1}` : '',
      url: 'https://exchange.example/schedule',
      other: index % 5 ? '' : 'https://exchange.example/schedule',
    })),
  );
});

describe('listNotices', () => {
  it('pages twelve at a time, latest sell date first', async () => {
    const first = await listNotices({ page: 1, limit: 12 });
    expect(first).toMatchObject({ total: 30, totalPages: 3 });
    expect(first.notice.map((row) => row.id).slice(0, 3)).toEqual([30, 29, 28]);
    const last = await listNotices({ page: 3, limit: 12 });
    expect(last.notice.map((row) => row.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('filters by Ulaanbaatar days, the end day included', async () => {
    const result = await listNotices({ start: '2026-11-05', end: '2026-11-07', page: 1, limit: 50 });
    expect(result.notice.map((row) => row.id)).toEqual([7, 6, 5]);
    expect(result.total).toBe(3);
  });

  it('shapes rows with the seeds keys', async () => {
    const [row] = (await listNotices({ start: '2026-11-01', end: '2026-11-01', page: 1, limit: 12 })).notice;
    expect(row).toEqual({
      id: 1,
      sell_date: '2026-11-01T02:00:00.000Z',
      seller_name: 'Худалдагч 1',
      order_num: 'MSE-2026-0001',
      type: 'Дуудлага худалдаа',
      quantity: 4,
      currency: 'MNT',
      lot_size: 250.5,
      own_url: '',
      url: 'https://exchange.example/schedule',
      other: 'https://exchange.example/schedule',
    });
  });
});
