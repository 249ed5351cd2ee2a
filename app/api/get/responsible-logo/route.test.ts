import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { logos } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(logos).values([
    { name: 'Partner', logo: 'logos/a.png', link: 'https://a.example', responsibleMining: true },
    { name: 'Committee', logo: 'logos/b.png', legalCommittee: true },
  ]);
});

describe('GET /api/get/responsible-logo', () => {
  it('answers the initiative partners under logos', async () => {
    const response = await GET(new Request('http://localhost/api/get/responsible-logo'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    expect(await response.json()).toEqual({
      logos: [{ id: 1, name: 'Partner', logo: '/files/logos/a.png', link: 'https://a.example' }],
    });
  });
});
