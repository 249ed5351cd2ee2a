import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { aboutPeople, documents, logos, minerals, sustainableMiningItems, videos } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { listAuditors, listDocuments, listMinerals, listMiningVideos, listResponsibleLogos, listSustainableMining } from './queries';

useTestDatabase();

beforeAll(async () => {
  await db.insert(logos).values([
    { name: 'Хангайн Зэс', nameEn: 'Khangai Copper', logo: 'logos/a.png', link: 'https://a.example', responsibleMining: true },
    { name: 'Committee only', logo: 'logos/b.png', environmentCommittee: true },
    { name: 'Ногоон Аудит', logo: 'logos/c.png', responsibleMining: true },
  ]);
  await db.insert(documents).values([
    { title: 'Кодекс', titleEn: 'Code', pdf: 'documents/code.pdf' },
    { title: 'Гарын авлага', pdf: 'documents/guide file.pdf' },
  ]);
  await db.insert(minerals).values([{ image: 'minerals/1.jpg' }, { image: 'minerals/2.jpg' }]);
  await db.insert(videos).values(Array.from({ length: 5 }, (_, index) => ({ title: `Видео ${index + 1}`, titleEn: index === 0 ? 'Video 1' : '', video: `videos/${index + 1}.mp4` })));
  await db.insert(sustainableMiningItems).values([{ title: 'Мод тарья', titleEn: 'Plant trees', poster: 'sustainable/1.jpg', pdf: 'sustainable/1.pdf' }]);
  await db.insert(aboutPeople).values([
    { aboutCategory: 'Office', name: 'Д.Болормаа', profile: 'about/1.jpg' },
    { aboutCategory: 'Auditor', name: 'Ё.Отгонбаяр', nameEn: 'Yo. Otgonbayar', position: 'Тэргүүлэх аудитор', positionEn: '', company: 'Ногоон Стандарт', companyEn: 'Green Standard', profile: 'about/2.jpg' },
  ]);
});

describe('library queries', () => {
  it('lists only the partners of the responsible-mining initiative, with file addresses', async () => {
    expect(await listResponsibleLogos()).toEqual([
      { id: 1, name: 'Хангайн Зэс', logo: '/files/logos/a.png', link: 'https://a.example' },
      { id: 3, name: 'Ногоон Аудит', logo: '/files/logos/c.png', link: '' },
    ]);
  });

  it('turns stored keys into public URLs', async () => {
    expect((await listDocuments()).map((document) => document.pdf)).toEqual(['/files/documents/code.pdf', '/files/documents/guide%20file.pdf']);
    expect(await listMinerals()).toEqual([
      { id: 1, image: '/files/minerals/1.jpg' },
      { id: 2, image: '/files/minerals/2.jpg' },
    ]);
    expect(await listSustainableMining()).toEqual([{ id: 1, title: 'Мод тарья', poster: '/files/sustainable/1.jpg', pdf: '/files/sustainable/1.pdf' }]);
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
    expect((await listMiningVideos({ locale: 'en', limit: 2 })).video.map((video) => video.title)).toEqual(['Video 1', 'Видео 2']);
    expect((await listSustainableMining('en'))[0]?.title).toBe('Plant trees');
    expect((await listResponsibleLogos('en')).map((logo) => logo.name)).toEqual(['Khangai Copper', 'Ногоон Аудит']);
    expect((await listDocuments('mn'))[0]?.title).toBe('Кодекс');
  });

  it('lists the auditors in the language of the page, falling back when a translation is empty', async () => {
    expect(await listAuditors('en')).toEqual([
      { id: 2, name: 'Yo. Otgonbayar', position: 'Тэргүүлэх аудитор', company: 'Green Standard', profile: '/files/about/2.jpg' },
    ]);
    expect((await listAuditors('mn'))[0]?.name).toBe('Ё.Отгонбаяр');
  });
});
