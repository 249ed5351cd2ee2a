import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { memberLogos } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(memberLogos).values([
    {
      name: 'Алтан Говь Ресурс ХК',
      nameEn: 'Altan Gobi Resources JSC',
      logo: 'member-logos/a.png',
      link: 'https://altangobi.example',
      boardMember: true,
    },
    { name: 'Онон Алт ХХК', logo: 'member-logos/b.png', link: 'https://onon.example', mainMember: true },
  ]);
});

describe('GET /api/get/member-logo', () => {
  it('answers the member logos with the board and main member flags', async () => {
    const response = await GET();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    expect(await response.json()).toEqual({
      logos: [
        {
          id: expect.any(Number),
          name: 'Алтан Говь Ресурс ХК',
          name_en: 'Altan Gobi Resources JSC',
          logo: '/files/member-logos/a.png',
          link: 'https://altangobi.example',
          board_member: true,
          main_member: false,
        },
        {
          id: expect.any(Number),
          name: 'Онон Алт ХХК',
          name_en: '',
          logo: '/files/member-logos/b.png',
          link: 'https://onon.example',
          board_member: false,
          main_member: true,
        },
      ],
    });
  });
});
