import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { minerals } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(minerals).values([{ image: 'minerals/1.jpg' }, { image: 'minerals/2.jpg' }]);
});

describe('GET /api/get/minerals', () => {
  it('answers the mineral pictures under minerals', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      minerals: [
        { id: 1, image: '/files/minerals/1.jpg' },
        { id: 2, image: '/files/minerals/2.jpg' },
      ],
    });
  });
});
