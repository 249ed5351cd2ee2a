import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { reports } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { listReports } from './queries';

useTestDatabase();

beforeAll(async () => {
  await db.insert(reports).values(
    Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      title: `Тайлан ${index + 1}`,
      titleEn: index === 7 ? '' : `Report ${index + 1}`,
      image: `reports/cover ${index + 1}.jpg`,
      pdf: `reports/report-${index + 1}.pdf`,
      createdAt: new Date(Date.UTC(2026, index, 10)),
    })),
  );
});

describe('listReports', () => {
  it('pages six at a time, newest first', async () => {
    const first = await listReports({ locale: 'mn', page: 1 });
    expect(first).toMatchObject({ total: 8, totalPages: 2 });
    expect(first.reports.map((report) => report.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect((await listReports({ locale: 'mn', page: 2 })).reports.map((report) => report.id)).toEqual([2, 1]);
  });

  it('picks the title of the language, falling back to Mongolian', async () => {
    const [latest, next] = (await listReports({ locale: 'en', page: 1 })).reports;
    expect(latest?.title).toBe('Тайлан 8');
    expect(next?.title).toBe('Report 7');
  });

  it('gives public file addresses', async () => {
    const [report] = (await listReports({ locale: 'mn', page: 1, limit: 1 })).reports;
    expect(report).toEqual({ id: 8, title: 'Тайлан 8', image: '/files/reports/cover%208.jpg', pdf: '/files/reports/report-8.pdf', created_at: '2026-08-10T00:00:00.000Z' });
  });
});
