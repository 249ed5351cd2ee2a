import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { notices } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(notices).values(
    Array.from({ length: 14 }, (_, index) => ({
      sellerName: `Худалдагч ${index}`,
      orderNum: `MSE-${index}`,
      type: 'Auction',
      // One auction a day from 2026-11-10, 10:00 in Ulaanbaatar.
      sellDatetime: new Date(Date.UTC(2026, 10, 10 + index, 2)),
      quantity: 3,
      currency: 'USD',
      lotSize: 500,
    })),
  );
});

const call = (query: string) => GET(new Request(`http://localhost/api/get/notice?${query}`));

describe('GET /api/get/notice', () => {
  it('answers twelve notices by default with the seeds keys', async () => {
    const response = await call('page=1');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 14, totalPages: 2 });
    expect(body.notice).toHaveLength(12);
    // The seeds' keys; their order in the JSON object carries no meaning.
    expect(Object.keys(body.notice[0]).sort()).toEqual([
      'currency',
      'id',
      'lot_size',
      'order_num',
      'other',
      'own_url',
      'quantity',
      'sell_date',
      'seller_name',
      'type',
      'url',
    ]);
  });

  it('filters by an optional date range', async () => {
    const body = await (await call('startDate=2026-11-12&endDate=2026-11-13&limit=24')).json();
    expect(body).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('refuses sizes the schedule does not offer', async () => {
    const response = await call('limit=13&lang=en');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The input is not valid.',
      errors: { limit: 'The page size is 12, 20, 24, 50 or 100.' },
    });
  });
});
