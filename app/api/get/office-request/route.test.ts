import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, officeRequests } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signedInUser, signInAs } from '@/tests/fixtures/signed-in';

import { GET } from './route';

prepareTestDatabase();

const get = async (query = '') => GET(new Request(`http://localhost/api/get/office-request${query}`));
const names = async (query: string) =>
  (await (await get(query)).json()).request.map((row: { name: string }) => row.name);

beforeAll(async () => {
  const [account] = await db
    .insert(adminAccounts)
    .values({ email: 'moderator@example.com', firstName: 'Модератор', accountRole: 1 })
    .returning({ id: adminAccounts.id });
  signInAs({ kind: 'admin', id: account?.id ?? 0 });
  await db.insert(officeRequests).values(
    Array.from({ length: 12 }, (_, index) => ({
      name: index === 0 ? 'Оюун 100% ХХК' : `Байгууллага ${index}`,
      email: `org${index}@example.mn`,
      phoneNumber: `9911${String(index).padStart(4, '0')}`,
      businessType: index % 2 ? 'Уул уурхай' : 'Тээвэр',
      memberRequest: index % 3 === 0,
      codexRequest: index % 3 === 1,
      meetingRequest: index % 3 === 2,
      createdAt: new Date(Date.UTC(2026, 0, index + 1)),
    })),
  );
});

describe('GET /api/get/office-request', () => {
  it('answers 401 to a visitor', async () => {
    const user = signedInUser();
    signInAs(null);
    expect((await get()).status).toBe(401);
    signInAs(user);
  });

  it('answers pages of 10 by default, newest first, with the seeds keys', async () => {
    const body = await (await get()).json();
    expect(Object.keys(body)).toEqual(['request', 'totalPages', 'total']);
    expect(body).toMatchObject({ total: 12, totalPages: 2 });
    expect(body.request).toHaveLength(10);
    expect(body.request[0]).toEqual({
      id: 12,
      created_at: '2026-01-12T00:00:00.000Z',
      name: 'Байгууллага 11',
      email: 'org11@example.mn',
      phone_number: '99110011',
      business_type: 'Уул уурхай',
      member_request: false,
      codex_request: false,
      meeting_request: true,
    });
  });

  it('searches every text column in the database, case-insensitively and literally', async () => {
    expect(await names('?search=байгууллага 1')).toEqual(['Байгууллага 11', 'Байгууллага 10', 'Байгууллага 1']);
    expect(await names('?search=100%25')).toEqual(['Оюун 100% ХХК']);
    expect(await names('?search=_')).toEqual([]);
    expect((await (await get('?search=тээвэр&limit=30')).json()).total).toBe(6);
    const csv = await (await get('?search=ОЮУН&format=csv')).text();
    expect(csv).toContain('Гишүүнээр элсэх');
    expect(csv.trim().split('\n')).toHaveLength(2);
  });

  it('writes the CSV as the grid shows it: the type in words and the Ulaanbaatar time in the grid’s format', async () => {
    const lines = (await (await get('?search=ОЮУН&format=csv')).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Төрөл,Огноо,Нэр,И-мэйл,Утас,Бизнесийн төрөл',
      'Гишүүнээр элсэх,2026.01.01 08:00,Оюун 100% ХХК,org0@example.mn,99110000,Тээвэр',
    ]);
  });
});
