import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { aboutPeople } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(aboutPeople).values([
    {
      aboutCategory: 'Office',
      name: 'Д.Болормаа',
      nameEn: 'D. Bolormaa',
      position: 'Гүйцэтгэх захирал',
      positionEn: 'Executive director',
      profile: 'about/b.jpg',
      email: 'bolormaa@example.mn',
    },
    {
      aboutCategory: 'President',
      name: 'Ж.Дашдорж',
      nameEn: 'J. Dashdorj',
      profile: 'about/a.jpg',
      yearsOfWork: '1994–2002',
    },
    {
      aboutCategory: 'Association',
      name: 'С.Энхтуяа',
      company: 'Хангайн Зэс ХХК',
      companyEn: 'Khangai Copper LLC',
      profile: 'about/c.jpg',
    },
  ]);
});

describe('GET /api/get/about-us', () => {
  it('answers every person with the seeds keys, presidents first, photos as file addresses', async () => {
    const response = await GET();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const { about } = await response.json();
    expect(about.map((person: { about_category: string }) => person.about_category)).toEqual([
      'President',
      'Association',
      'Office',
    ]);
    expect(about[0]).toEqual({
      id: expect.any(Number),
      about_category: 'President',
      name: 'Ж.Дашдорж',
      name_en: 'J. Dashdorj',
      position: '',
      position_en: '',
      company: '',
      company_en: '',
      profile: '/files/about/a.jpg',
      years_of_work: '1994–2002',
      email: '',
    });
    expect(about[2]).toMatchObject({ position_en: 'Executive director', email: 'bolormaa@example.mn' });
  });
});
