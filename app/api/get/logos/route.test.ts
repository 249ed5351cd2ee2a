import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { logos } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(logos).values([
    {
      name: 'Хангайн Зэс ХХК',
      logo: 'logos/a.png',
      link: 'https://khangai.example',
      environmentCommittee: true,
      publicRelationsCommittee: true,
    },
    { name: 'Only responsible mining', logo: 'logos/b.png', responsibleMining: true },
    { name: 'Говь Логистик ХХК', logo: 'logos/c.png', logisticsCommittee: true, legalCommittee: true },
  ]);
});

describe('GET /api/get/logos', () => {
  it('answers the committee logos with their flags', async () => {
    const response = await GET();

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.logos).toEqual([
      {
        id: expect.any(Number),
        name: 'Хангайн Зэс ХХК',
        logo: '/files/logos/a.png',
        link: 'https://khangai.example',
        public_relations_committee: true,
        environment_committee: true,
        legal_committee: false,
        logistics_committee: false,
      },
      expect.objectContaining({
        name: 'Говь Логистик ХХК',
        legal_committee: true,
        logistics_committee: true,
        link: '',
      }),
    ]);
  });
});
