import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { aboutPeople, documents, logos, minerals, reports, sustainableMiningItems, videos } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import {
  listAuditors,
  listDocuments,
  listMinerals,
  listMiningVideos,
  listResponsibleLogos,
  listShelfCards,
} from './queries';

useTestDatabase();

beforeAll(async () => {
  await db.insert(logos).values([
    {
      name: 'Хангайн Зэс',
      nameEn: 'Khangai Copper',
      logo: 'logos/a.png',
      link: 'https://a.example',
      responsibleMining: true,
    },
    { name: 'Committee only', logo: 'logos/b.png', environmentCommittee: true },
    { name: 'Ногоон Аудит', logo: 'logos/c.png', responsibleMining: true },
  ]);
  await db.insert(documents).values([
    { title: 'Кодекс', titleEn: 'Code', pdf: 'documents/code.pdf' },
    { title: 'Гарын авлага', pdf: 'documents/guide file.pdf' },
  ]);
  await db.insert(minerals).values([{ image: 'minerals/1.jpg' }, { image: 'minerals/2.jpg' }]);
  await db.insert(videos).values(
    Array.from({ length: 5 }, (_, index) => ({
      title: `Видео ${index + 1}`,
      titleEn: index === 0 ? 'Video 1' : '',
      video: `videos/${index + 1}.mp4`,
    })),
  );
  await db
    .insert(sustainableMiningItems)
    .values([{ title: 'Мод тарья', titleEn: 'Plant trees', poster: 'sustainable/1.jpg', pdf: 'sustainable/1.pdf' }]);
  await db.insert(aboutPeople).values([
    { aboutCategory: 'Office', name: 'Д.Болормаа', profile: 'about/1.jpg' },
    {
      aboutCategory: 'Auditor',
      name: 'Ё.Отгонбаяр',
      nameEn: 'Yo. Otgonbayar',
      position: 'Тэргүүлэх аудитор',
      positionEn: '',
      company: 'Ногоон Стандарт',
      companyEn: 'Green Standard',
      profile: 'about/2.jpg',
    },
  ]);
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

const posters = async (locale: 'mn' | 'en' = 'mn') => (await listShelfCards('sustainableMining', { locale })).items;

describe('library queries', () => {
  it('lists only the partners of the responsible-mining initiative, with file addresses', async () => {
    expect(await listResponsibleLogos()).toEqual([
      { id: 1, name: 'Хангайн Зэс', logo: '/files/logos/a.png', link: 'https://a.example' },
      { id: 3, name: 'Ногоон Аудит', logo: '/files/logos/c.png', link: '' },
    ]);
  });

  it('turns stored keys into public URLs', async () => {
    expect((await listDocuments()).map((document) => document.pdf)).toEqual([
      '/files/documents/code.pdf',
      '/files/documents/guide%20file.pdf',
    ]);
    expect(await listMinerals()).toEqual([
      { id: 1, image: '/files/minerals/1.jpg' },
      { id: 2, image: '/files/minerals/2.jpg' },
    ]);
    expect(await posters()).toEqual([
      {
        id: 1,
        title: 'Мод тарья',
        cover: '/files/sustainable/1.jpg',
        pdf: '/files/sustainable/1.pdf',
        created_at: null,
      },
    ]);
  });

  it('answers every video as one page without a limit, and pages with one', async () => {
    const all = await listMiningVideos();
    expect(all).toMatchObject({ total: 5, totalPages: 1 });
    expect(all.video).toHaveLength(5);

    const second = await listMiningVideos({ page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 5, totalPages: 3 });
    expect(second.video).toEqual([
      { id: 3, title: 'Видео 3', video: '/files/videos/3.mp4' },
      { id: 4, title: 'Видео 4', video: '/files/videos/4.mp4' },
    ]);
    expect((await listMiningVideos({ page: 9, limit: 2 })).video).toEqual([]);
  });

  it('names documents, videos, posters and partners in English on English pages, falling back to Mongolian', async () => {
    expect((await listDocuments('en')).map((document) => document.title)).toEqual(['Code', 'Гарын авлага']);
    expect((await listMiningVideos({ locale: 'en', limit: 2 })).video.map((video) => video.title)).toEqual([
      'Video 1',
      'Видео 2',
    ]);
    expect((await posters('en'))[0]?.title).toBe('Plant trees');
    expect((await listResponsibleLogos('en')).map((logo) => logo.name)).toEqual(['Khangai Copper', 'Ногоон Аудит']);
    expect((await listDocuments('mn'))[0]?.title).toBe('Кодекс');
  });

  it('lists the auditors in the language of the page, falling back when a translation is empty', async () => {
    expect(await listAuditors('en')).toEqual([
      {
        id: 2,
        name: 'Yo. Otgonbayar',
        position: 'Тэргүүлэх аудитор',
        company: 'Green Standard',
        profile: '/files/about/2.jpg',
      },
    ]);
    expect((await listAuditors('mn'))[0]?.name).toBe('Ё.Отгонбаяр');
  });
});

describe('the reports shelf', () => {
  it('pages six at a time, newest first', async () => {
    const first = await listShelfCards('reports', { locale: 'mn', page: 1, limit: 6 });
    expect(first).toMatchObject({ total: 8, totalPages: 2 });
    expect(first.items.map((report) => report.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(
      (await listShelfCards('reports', { locale: 'mn', page: 2, limit: 6 })).items.map((report) => report.id),
    ).toEqual([2, 1]);
  });

  it('picks the title of the language, falling back to Mongolian', async () => {
    const [latest, next] = (await listShelfCards('reports', { locale: 'en', page: 1, limit: 6 })).items;
    expect(latest?.title).toBe('Тайлан 8');
    expect(next?.title).toBe('Report 7');
  });

  it('gives public file addresses and the publication date', async () => {
    const [report] = (await listShelfCards('reports', { locale: 'mn', page: 1, limit: 1 })).items;
    expect(report).toEqual({
      id: 8,
      title: 'Тайлан 8',
      cover: '/files/reports/cover%208.jpg',
      pdf: '/files/reports/report-8.pdf',
      created_at: '2026-08-10T00:00:00.000Z',
    });
  });
});
