import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { videos } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db
    .insert(videos)
    .values(
      Array.from({ length: 12 }, (_, index) => ({ title: `Видео ${index + 1}`, video: `videos/${index + 1}.mp4` })),
    );
});

const call = (query = '') => GET(new Request(`http://localhost/api/get/mining-video${query}`));

describe('GET /api/get/mining-video', () => {
  it('answers every video without paging parameters', async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    const body = await response.json();
    expect(body).toMatchObject({ total: 12, totalPages: 1 });
    expect(body.video).toHaveLength(12);
    expect(body.video[0]).toEqual({ id: 1, title: 'Видео 1', video: '/files/videos/1.mp4' });
  });

  it('pages with page and limit as the admin grid asks', async () => {
    const body = await (await call('?page=2&limit=10')).json();
    expect(body).toMatchObject({ total: 12, totalPages: 2 });
    expect(body.video.map((video: { id: number }) => video.id)).toEqual([11, 12]);
  });

  it('rejects a bad page or limit with 400 and a message per field', async () => {
    const response = await call('?page=0&limit=abc&lang=en');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBe('The input is not valid.');
    expect(body.errors).toEqual({
      page: 'Enter a positive whole number.',
      limit: 'The page size is between 1 and 50.',
    });
    expect((await call('?limit=1000')).status).toBe(400);
  });
});
