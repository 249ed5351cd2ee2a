import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signedInUser, signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

const get = async (query = '') => GET(new Request(`http://localhost/api/admin/get/audit-log${query}`));
const actions = async (query: string) =>
  (await (await get(query)).json()).audit.map((entry: { action: string }) => entry.action);

beforeAll(async () => {
  const [account] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Админ', accountRole: 2 })
    .returning({ id: adminAccounts.id });
  signInAs({ kind: 'admin', id: account?.id ?? 0 });
  await db.insert(auditLog).values([
    {
      accountEmail: 'admin@example.com',
      action: 'news.create',
      target: '1',
      createdAt: new Date('2026-05-01T02:00:00Z'),
    },
    {
      accountEmail: 'moderator@example.com',
      action: 'news.update',
      target: '1',
      createdAt: new Date('2026-05-02T02:00:00Z'),
    },
    {
      accountEmail: 'admin@example.com',
      action: 'trade.import',
      target: '3/3',
      createdAt: new Date('2026-05-03T17:00:00Z'),
    },
  ]);
});

describe('GET /api/admin/get/audit-log', () => {
  it('answers 401 to a visitor', async () => {
    const user = signedInUser();
    signInAs(null);
    expect((await get()).status).toBe(401);
    signInAs(user);
  });

  it('lists entries newest first with totals', async () => {
    const body = await (await get()).json();
    expect(Object.keys(body)).toEqual(['audit', 'totalPages', 'total']);
    expect(body).toMatchObject({ total: 3, totalPages: 1 });
    expect(body.audit[0]).toMatchObject({ action: 'trade.import', accountEmail: 'admin@example.com', target: '3/3' });
  });

  it('filters by account, action and Ulaanbaatar days, and exports the filter as CSV', async () => {
    expect(await actions('?email=MODERATOR')).toEqual(['news.update']);
    expect(await actions('?action=news.create')).toEqual(['news.create']);
    // 2026-05-03T17:00Z is already 4 May in Ulaanbaatar.
    expect(await actions('?startDate=2026-05-02&endDate=2026-05-03')).toEqual(['news.update']);
    expect(await actions('?startDate=2026-05-04')).toEqual(['trade.import']);
    const csv = await (await get('?email=admin&format=csv')).text();
    expect(csv.trim().split('\n')).toHaveLength(3);
  });

  it('writes the CSV as the grid shows it: Ulaanbaatar time named in the header, actions and records in the staff’s words', async () => {
    const lines = (await (await get('?format=csv')).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      '"Огноо (Улаанбаатар, UTC+8)",Хэрэглэгч,Үйлдэл,Объект,IP хаяг',
      '2026.05.04 01:00:00,admin@example.com,Биржийн арилжаа: файлаас оруулсан,Биржийн арилжаа: 3/3,',
      '2026.05.02 10:00:00,moderator@example.com,Мэдээ: зассан,Мэдээ №1,',
      '2026.05.01 10:00:00,admin@example.com,Мэдээ: нэмсэн,Мэдээ №1,',
    ]);
  });
});
