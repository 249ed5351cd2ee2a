import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferencePresenters } from '@/db/schema';
import { insertTestEditions } from '@/tests/fixtures/programme-editions';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

const get = (query: string) => GET(new Request(`http://localhost/api/mw/get/presenter${query}`));

beforeAll(async () => {
  await insertTestEditions();
  await db.insert(conferencePresenters).values([
    {
      id: 1,
      eventId: 3,
      nameMn: 'Б.Энхбаяр',
      nameEn: 'B. Enkhbayar',
      positionMn: 'Ерөнхийлөгч',
      positionEn: 'President',
      image: 'conference/presenter-1.jpg',
      queue: 2,
    },
    {
      id: 2,
      eventId: 3,
      nameMn: 'Д.Сарантуяа',
      nameEn: '',
      positionMn: 'Дарга',
      positionEn: 'Head',
      image: 'conference/presenter-2.jpg',
      queue: 1,
    },
    {
      id: 3,
      eventId: 2,
      nameMn: 'Г.Мөнхбат',
      nameEn: 'G. Munkhbat',
      positionMn: 'Захирал',
      positionEn: 'CEO',
      image: 'conference/presenter-3.jpg',
      queue: 0,
    },
  ]);
});

describe('GET /api/mw/get/presenter', () => {
  it('answers an edition’s presenters in queue order, in the language asked for (Mongolian when missing)', async () => {
    const response = await get('?id=3&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('s-maxage');
    const body = await response.json();
    expect(body).toMatchObject({
      presenter: [
        { id: 2, name: 'Д.Сарантуяа', position: 'Head', image: '/files/conference/presenter-2.jpg' },
        { id: 1, name: 'B. Enkhbayar', position: 'President', image: '/files/conference/presenter-1.jpg' },
      ],
    });
    expect((await (await get('?id=2')).json()).presenter).toMatchObject([
      { id: 3, name: 'Г.Мөнхбат', position: 'Захирал', image: '/files/conference/presenter-3.jpg' },
    ]);
    expect(await (await get('?id=99')).json()).toEqual({ presenter: [] });
  });

  it('answers the seeds’ presenter keys in both languages, the queue as a rank from 1', async () => {
    const [first] = (await (await get('?id=3')).json()).presenter;
    expect(first).toEqual({
      id: 2,
      name_mn: 'Д.Сарантуяа',
      name_en: '',
      position_mn: 'Дарга',
      position_en: 'Head',
      event_id: 3,
      event: expect.any(String),
      presenter_queue: 1,
      profile_img: '/files/conference/presenter-2.jpg',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'Д.Сарантуяа',
      position: 'Дарга',
      image: '/files/conference/presenter-2.jpg',
    });
  });

  it('answers 400 with the field’s message for a missing or bad edition and language', async () => {
    const missing = await get('');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { id: 'Эерэг бүхэл тоо оруулна уу.' },
    });
    expect((await get('?id=abc')).status).toBe(400);
    expect((await get('?id=3&lang=fr')).status).toBe(400);
  });
});
