import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { insertTestRegistrations } from '@/tests/fixtures/conference-registrations';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getNewRegistration } from '../new-registration/route';
import { GET } from './route';

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await insertTestRegistrations();
});

beforeEach(() => {
  // People's details are for a moderator's daily work, not for the read-only role.
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

const get = (query = '') => GET(new Request(`http://localhost/api/mw/get/user-registration${query}`));
type Page = { register: Array<{ first_name: string; country_name: string }>; total: number; totalPages: number };

describe('GET /api/mw/get/user-registration and /new-registration', () => {
  it('answers 401 to a visitor', async () => {
    signInAs(null);
    expect((await get()).status).toBe(401);
    expect((await getNewRegistration(new Request('http://localhost/api/mw/get/new-registration'))).status).toBe(401);
  });

  it('answers the current edition’s first page with the seeds’ keys, both paths alike', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await response.json()) as Page;
    expect(Object.keys(body)).toEqual(['register', 'total', 'totalPages']);
    expect(body).toMatchObject({ total: 55, totalPages: 2 });
    expect(body.register).toHaveLength(50);
    const other = await getNewRegistration(
      new Request('http://localhost/api/mw/get/new-registration?event=3&page=2&limit=50'),
    );
    expect(((await other.json()) as Page).register.map((row) => row.first_name)).toEqual([
      'Зочин 4',
      'Зочин 3',
      'Зочин 2',
      'Anna',
      'Бат-Эрдэнэ',
    ]);
  });

  it('searches the chosen edition', async () => {
    const body = (await (await get('?event=2&searchCat=first_name&searchTerm=%D0%91%D0%90%D0%A2')).json()) as Page;
    expect(body).toEqual({
      register: [expect.objectContaining({ first_name: 'Бат-Эрдэнэ', country_name: 'Монгол' })],
      total: 1,
      totalPages: 1,
    });
  });

  it('answers 400 with the fields for a half search and values it does not take, 404 for an unknown edition', async () => {
    const half = await get('?searchCat=email');
    expect(half.status).toBe(400);
    expect(await half.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { searchTerm: 'Утга буруу байна.' },
    });
    const bad = await get('?limit=10&page=-1&searchCat=country&searchTerm=MN&format=pdf');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      'format',
      'limit',
      'page',
      'searchCat',
    ]);
    expect((await get('?event=99')).status).toBe(404);
  });

  it('downloads the whole search as CSV and as an Excel workbook', async () => {
    const csv = await get('?searchCat=company&searchTerm=%D0%BA%D0%BE%D0%BC%D0%BF%D0%B0%D0%BD%D0%B8&format=csv');
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="registrations-2025.csv"');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(54);
    expect(lines[0]).toBe('Нэр,Овог,Байгууллага,Улс,И-мэйл,Утас,Бүртгүүлсэн огноо');
    expect(lines[1]).toBe('Зочин 54,Дорж,Компани 54,Герман,guest54@example.com,88000054,2025.07.03 16:00');

    const xlsx = await get('?event=2&format=xlsx');
    expect(xlsx.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('2024');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(4).getCell(1).value).toBe('Бат-Эрдэнэ');
    expect(sheet?.getRow(4).getCell(7).value).toEqual(new Date('2024-09-01T08:00:00.000Z'));
  });
});
