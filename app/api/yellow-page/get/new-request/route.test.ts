import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { directoryPart } from '@/demo-data/directory';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getBanner } from '../banner/route';
import { GET as getCategories } from '../categories/route';
import { GET as getCompany } from '../company/route';
import { GET as getCompanyList } from '../company-list/route';
import { GET as getCompanyByName } from '../company-list/name/route';
import { GET as getConsultantList } from '../consultant-list/route';
import { GET as getConsultantByName } from '../consultant-list/name/route';
import { GET as getPerson } from '../person/route';
import { GET } from './route';

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };

beforeAll(async () => {
  staff = await createStaffAccounts();
  await directoryPart().insert(db);
});

beforeEach(() => {
  // People's details are for a moderator's daily work, not for the read-only role.
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

const request = (path: string) => new Request(`http://localhost/api/yellow-page/get/${path}`);
type Page = { request: Array<{ id: number }>; totalPages: number; total: number };
const body = async (response: Response) => (await response.json()) as Page;

describe('GET /api/yellow-page/get/* (directory back-office reads)', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    const answers = await Promise.all([
      GET(request('new-request')),
      getCompanyList(request('company-list')),
      getCompanyByName(request('company-list/name?name=a')),
      getConsultantList(request('consultant-list')),
      getConsultantByName(request('consultant-list/name?name=a')),
      getCompany(request('company?id=1')),
      getPerson(request('person?id=1')),
      getCategories(request('categories')),
      getBanner(),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('answer the pending requests with the seeds’ keys, privately', async () => {
    const response = await GET(request('new-request?type=1&page=1&limit=10'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await body(response);
    expect(Object.keys(page)).toEqual(['request', 'totalPages', 'total']);
    expect(page).toMatchObject({ total: 4, totalPages: 1 });
    expect(await body(await GET(request('new-request?type=2')))).toMatchObject({ total: 1, request: [{ id: 12 }] });
  });

  it('filter and search the company and consultant lists', async () => {
    expect(await body(await getCompanyList(request('company-list?approval=false&limit=30')))).toMatchObject({
      total: 4,
    });
    expect(
      (await body(await getCompanyList(request('company-list?mainCategory=04&status=all')))).total,
    ).toBeGreaterThan(0);
    expect(
      await body(await getCompanyByName(request(`company-list/name?name=${encodeURIComponent('ҮҮРИЙН')}`))),
    ).toMatchObject({ total: 4 });
    expect(await body(await getConsultantList(request('consultant-list?approval=true')))).toMatchObject({ total: 11 });
    expect(await body(await getConsultantByName(request('consultant-list/name?name=Ulzii')))).toMatchObject({
      total: 1,
    });
  });

  it('answer one company or person, 404 when unknown', async () => {
    const company = (await (await getCompany(request('company?id=2'))).json()) as { company: object };
    expect(Object.keys(company.company)).toEqual(['company', 'category', 'contact', 'about', 'registrant']);
    expect((await getCompany(request('company?id=999'))).status).toBe(404);
    const person = (await (await getPerson(request('person?id=2'))).json()) as { person: object };
    expect(Object.keys(person.person)).toEqual(['person', 'about', 'registrant']);
    expect((await getPerson(request('person?id=999'))).status).toBe(404);
  });

  it('answer categories and banners', async () => {
    const categories = (await (await getCategories(request('categories?type=01&lang=en&limit=20'))).json()) as {
      categories: Array<{ name: string }>;
      total: number;
    };
    expect(categories.total).toBe(6);
    expect(categories.categories[0]?.name).toBe('Coal');
    expect(((await (await getBanner()).json()) as { banner: unknown[] }).banner).toHaveLength(3);
  });

  it('answer 400 with the fields for values they do not take', async () => {
    const bad = await GET(request('new-request?type=3&limit=15&page=0'));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['limit', 'page', 'type']);
    const list = await getCompanyList(request('company-list?mainCategory=05&subCategory=x&approval=yes&limit=10'));
    expect(list.status).toBe(400);
    expect(Object.keys(((await list.json()) as { errors: object }).errors).sort()).toEqual([
      'approval',
      'limit',
      'mainCategory',
      'subCategory',
    ]);
    expect((await getCompanyByName(request('company-list/name'))).status).toBe(400);
    expect((await getCompany(request('company?id=abc'))).status).toBe(400);
    const categories = await getCategories(request('categories?lang=fr&type=05'));
    expect(await categories.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { type: 'Төрөл буруу байна.', lang: 'Хэл нь mn эсвэл en байна.' },
    });
  });
});
