import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { reports } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(reports).values(
    Array.from({ length: 7 }, (_, index) => ({
      title: `Тайлан ${index}`,
      titleEn: `Report ${index}`,
      image: `reports/${index}.jpg`,
      pdf: `reports/${index}.pdf`,
      createdAt: new Date(Date.UTC(2026, index, 1)),
    })),
  );
});

const call = (query: string) => GET(new Request(`http://localhost/api/get/report?${query}`));

describe('GET /api/get/report', () => {
  it('answers six reports a page in the asked language', async () => {
    const response = await call('lang=en&page=1&limit=6');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ totalPages: 2, total: 7 });
    expect(body.reports).toHaveLength(6);
    expect(body.reports[0]).toMatchObject({
      title: 'Report 6',
      image: '/files/reports/6.jpg',
      pdf: '/files/reports/6.pdf',
    });
    // The answer's keys in their published order: a report's cover is `image`, whatever the library calls it.
    expect(Object.keys(body)).toEqual(['reports', 'totalPages', 'total']);
    expect(Object.keys(body.reports[0])).toEqual(['id', 'title', 'image', 'pdf', 'created_at']);
  });

  it('refuses bad parameters with 400', async () => {
    const response = await call('page=x&limit=0&lang=en');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['limit', 'page']);
  });
});
