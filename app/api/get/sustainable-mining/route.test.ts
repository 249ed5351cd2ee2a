import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { sustainableMiningItems } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db
    .insert(sustainableMiningItems)
    .values({ title: 'Усыг хэмнэе', titleEn: 'Save water', poster: 'sustainable/1.jpg', pdf: 'sustainable/1.pdf' });
});

describe('GET /api/get/sustainable-mining', () => {
  it('answers the posters under mining with poster and PDF addresses', async () => {
    const response = await GET(new Request('http://localhost/api/get/sustainable-mining'));
    expect(response.status).toBe(200);
    // The text itself, so that the keys keep their published names and order (a poster's cover is `poster`).
    expect(await response.text()).toBe(
      JSON.stringify({
        mining: [{ id: 1, title: 'Усыг хэмнэе', poster: '/files/sustainable/1.jpg', pdf: '/files/sustainable/1.pdf' }],
      }),
    );
  });

  it('titles them in English for lang=en', async () => {
    const response = await GET(new Request('http://localhost/api/get/sustainable-mining?lang=en'));
    expect(((await response.json()) as { mining: Array<{ title: string }> }).mining[0]?.title).toBe('Save water');
  });
});
