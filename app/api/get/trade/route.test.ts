import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { trades } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(trades).values(
    Array.from({ length: 12 }, (_, index) => ({
      sellerName: `Худалдагч ${index}`,
      productName: 'Эрчим хүчний нүүрс',
      minPrice: 150_000,
      priceCurrency: 155_000,
      // One trade a day, 2026-11-11 to 2026-11-22, 10:00 in Ulaanbaatar.
      tradeDatetime: new Date(Date.UTC(2026, 10, 11 + index, 2)),
    })),
  );
});

const call = (query: string) => GET(new Request(`http://localhost/api/get/trade?${query}`));

describe('GET /api/get/trade', () => {
  it('answers a page of the range with the seeds keys', async () => {
    const response = await call('startDate=2026-11-15&endDate=2026-11-22&page=1&limit=10');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const body = await response.json();
    expect(body).toMatchObject({ total: 8, totalPages: 1 });
    expect(body.trade).toHaveLength(8);
    expect(Object.keys(body.trade[0])).toEqual([
      'id',
      'seller_name',
      'product_name',
      'min_price',
      'price_currency',
      'trade_datetime',
      'own_url',
      'url',
    ]);
  });

  it('pages with the back-office sizes too', async () => {
    const body = await (await call('page=2&limit=10')).json();
    expect(body).toMatchObject({ total: 12, totalPages: 2 });
    expect(body.trade).toHaveLength(2);
    expect((await call('limit=100')).status).toBe(200);
  });

  it('refuses bad parameters with 400 and a message per field', async () => {
    const response = await call('startDate=15-11-2026&endDate=2026-11-31&page=0&limit=15&lang=en');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The input is not valid.',
      errors: {
        startDate: 'The date has the form yyyy-mm-dd.',
        endDate: 'The date has the form yyyy-mm-dd.',
        page: 'Enter a positive whole number.',
        limit: 'The page size is 10, 20, 30, 50 or 100.',
      },
    });
  });

  it('refuses a start after the end, in Mongolian by default', async () => {
    const response = await call('startDate=2026-11-22&endDate=2026-11-15');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ endDate: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.' });
  });
});
