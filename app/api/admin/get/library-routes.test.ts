import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { documents, reports, sustainableMiningItems, videos } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getReports } from '../../get/reports/route';
import { GET as getDocuments } from './document-pdf/route';
import { GET as getVideos } from './mining-video/route';
import { GET as getSustainable } from './sustainable-mining/route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await db.insert(documents).values({ title: 'Кодекс', titleEn: 'Code', pdf: 'documents/code.pdf' });
  await db
    .insert(videos)
    .values(
      Array.from({ length: 12 }, (_, index) => ({ title: `Видео ${index + 1}`, video: `videos/${index + 1}.mp4` })),
    );
  await db.insert(reports).values(
    Array.from({ length: 7 }, (_, index) => ({
      title: `Тайлан ${index + 1}`,
      titleEn: `Report ${index + 1}`,
      image: `reports/${index + 1}.jpg`,
      pdf: `reports/${index + 1}.pdf`,
      createdAt: new Date(Date.UTC(2026, index, 1)),
    })),
  );
  await db
    .insert(sustainableMiningItems)
    .values({ title: 'Мод тарья', titleEn: 'Plant trees', poster: 'sustainable/1.jpg', pdf: 'sustainable/1.pdf' });
});

const calls = [
  () => getDocuments(new Request('http://localhost/api/admin/get/document-pdf')),
  () => getVideos(new Request('http://localhost/api/admin/get/mining-video')),
  () => getReports(new Request('http://localhost/api/get/reports')),
  () => getSustainable(new Request('http://localhost/api/admin/get/sustainable-mining')),
];

describe('admin reads of the library screens', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('answer 401 to a member session, which is no staff session (every staff role may read, so none gets 403)', async () => {
    signInAs({ kind: 'member', id: staff.adminId });
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('answer the seeds keys to a read-only account, privately', async () => {
    signInAs({ kind: 'admin', id: staff.userId });

    const documentsResponse = await getDocuments(new Request('http://localhost/api/admin/get/document-pdf'));
    expect(documentsResponse.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await documentsResponse.json()).toEqual({
      document: [{ id: 1, title: 'Кодекс', title_en: 'Code', pdf: '/files/documents/code.pdf' }],
    });

    const video = await (
      await getVideos(new Request('http://localhost/api/admin/get/mining-video?page=2&limit=10'))
    ).json();
    expect(video).toMatchObject({ total: 12, totalPages: 2 });
    expect(video.video.map((row: { title: string }) => row.title)).toEqual(['Видео 2', 'Видео 1']);

    const firstPage = await (await getReports(new Request('http://localhost/api/get/reports'))).json();
    expect(Object.keys(firstPage).sort()).toEqual(['reports', 'total', 'totalPages']);
    expect(firstPage).toMatchObject({ total: 7, totalPages: 2 });
    expect(firstPage.reports).toHaveLength(5);
    expect(firstPage.reports[0]).toEqual({
      id: 7,
      title: 'Тайлан 7',
      title_en: 'Report 7',
      image: '/files/reports/7.jpg',
      pdf: '/files/reports/7.pdf',
      created_at: '2026-07-01T00:00:00.000Z',
    });
    expect(Object.keys(firstPage.reports[0])).toEqual(['id', 'title', 'title_en', 'image', 'pdf', 'created_at']);

    // The text itself: the keys keep their published names and order.
    expect(await (await getSustainable(new Request('http://localhost/api/admin/get/sustainable-mining'))).text()).toBe(
      JSON.stringify({
        mining: [
          {
            id: 1,
            title: 'Мод тарья',
            title_en: 'Plant trees',
            poster: '/files/sustainable/1.jpg',
            pdf: '/files/sustainable/1.pdf',
            number: 1,
          },
        ],
      }),
    );
  });

  it('export every row as CSV with the grids headings, not only the page', async () => {
    signInAs({ kind: 'admin', id: staff.userId });
    const videosCsv = await getVideos(
      new Request('http://localhost/api/admin/get/mining-video?page=2&limit=10&format=csv'),
    );
    expect(videosCsv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await videosCsv.text()).replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Нэр,Нэр (англи),Бичлэг (mp4)');
    expect(lines).toHaveLength(13);

    const reportsCsv = await (await getReports(new Request('http://localhost/api/get/reports?format=csv'))).text();
    const reportLines = reportsCsv.replace('\uFEFF', '').trim().split(/\r?\n/);
    expect(reportLines).toHaveLength(8);
    // As the report list shows them: both titles, the date in the list's long Ulaanbaatar format.
    expect(reportLines[0]).toBe('Зураг,Гарчиг,Гарчиг (англи),PDF файл,Огноо');
    expect(reportLines.at(-1)).toBe('/files/reports/1.jpg,Тайлан 1,Report 1,/files/reports/1.pdf,2026 оны 1-р сарын 1');
    const documentsCsv = await (
      await getDocuments(new Request('http://localhost/api/admin/get/document-pdf?format=csv'))
    ).text();
    expect(documentsCsv).toContain('Кодекс,Code,/files/documents/code.pdf');
  });
});
