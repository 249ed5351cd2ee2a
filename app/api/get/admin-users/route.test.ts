import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getAdminUsers } from './route';

// getAdmin is cached per request with React's cache(); outside a request every call must read afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <T>(fn: T) => fn }));

prepareTestDatabase();

const ids = { admin: 0, moderator: 0 };
const as = (id: number) => {
  signInAs({ kind: 'admin', id });
};

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Админ', accountRole: 2 },
      { email: 'moderator@example.com', firstName: 'Модератор', accountRole: 1 },
      {
        email: 'saraa@example.mn',
        firstName: 'Сараа',
        accountRole: 3,
        phoneNumber: '99112233',
        position: 'Мэргэжилтэн',
        department: 'Гишүүнчлэл',
      },
    ])
    .returning({ id: adminAccounts.id });
  ids.admin = rows[0]?.id ?? 0;
  ids.moderator = rows[1]?.id ?? 0;
});

describe('GET /api/get/admin-users', () => {
  const get = (query = '') => getAdminUsers(new Request(`http://localhost/api/get/admin-users${query}`));

  it('answers 401 to a visitor and 403 to a moderator', async () => {
    signInAs(null);
    expect((await get()).status).toBe(401);
    as(ids.moderator);
    const refused = await get();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Танд энэ үйлдлийг хийх эрх байхгүй.' });
  });

  it('answers an admin with the seeds keys and page sizes', async () => {
    as(ids.admin);
    const body = await (await get('?page=1&limit=10')).json();
    expect(Object.keys(body)).toEqual(['account', 'totalPages', 'total']);
    expect(body).toMatchObject({ total: 3, totalPages: 1 });
    expect(Object.keys(body.account[0])).toEqual([
      'id',
      'last_name',
      'first_name',
      'email',
      'phone_number',
      'position',
      'department',
      'account_role',
    ]);
    expect((await get('?format=csv')).headers.get('Content-Type')).toContain('text/csv');
  });
});
