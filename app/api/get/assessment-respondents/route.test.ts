import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentSubmissions, memberCompanies } from '@/db/schema';
import { insertAnonymousTaking, seedCodex } from '@/tests/fixtures/assessment-admin';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getAnswer } from '../assessment-answer/route';
import { GET as getRespondents } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
let scoredId = 0;
let memberTakingId = 0;
const respondents = (query = '') =>
  getRespondents(new Request(`http://localhost/api/get/assessment-respondents${query}`));
const answer = (id: number | string) => getAnswer(new Request(`http://localhost/api/get/assessment-answer?id=${id}`));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await seedCodex();
  // Codex ids: 1 is requirement 1.1, 2 to 4 its sub-questions 1.1.1 to 1.1.3; section 2 starts further on.
  for (let index = 0; index < 11; index += 1) {
    await insertAnonymousTaking({
      name: `Байгууллага ${index}`,
      email: `org${index}@example.mn`,
      createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      answers: [],
    });
  }
  scoredId = await insertAnonymousTaking({
    name: 'Оюу Толгой ХХК',
    email: 'info@ot.mn',
    phone: '70001122',
    createdAt: new Date(Date.UTC(2026, 1, 1)),
    answers: [
      { questionId: 2, answer: 1, proof: true },
      { questionId: 3, answer: 1, proof: false },
      { questionId: 4, answer: 0 },
    ],
  });
  const [member] = await db
    .insert(memberCompanies)
    .values({ name: 'Гишүүн ХХК', email: 'member@example.mn', logo: 'logo.png' })
    .returning({ id: memberCompanies.id });
  const [taking] = await db
    .insert(assessmentSubmissions)
    .values({ memberId: member?.id })
    .returning({ id: assessmentSubmissions.id });
  memberTakingId = taking?.id ?? 0;
});

describe('GET /api/get/assessment-respondents and /api/get/assessment-answer', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    for (const response of [await respondents(), await answer(1)]) {
      expect(response.status).toBe(401);
    }
  });

  it('page the anonymous respondents 10 by default, newest first, with their percentage; members are left out', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const body = await (await respondents()).json();
    expect(Object.keys(body)).toEqual(['respondents', 'totalPages', 'total']);
    expect(body).toMatchObject({ total: 12, totalPages: 2 });
    expect(body.respondents).toHaveLength(10);
    expect(body.respondents[0]).toEqual({
      id: scoredId,
      name: 'Оюу Толгой ХХК',
      email: 'info@ot.mn',
      phone_number: '70001122',
      created_at: '2026-02-01T00:00:00.000Z',
      percentage: 67,
    });
    const second = await (await respondents('?page=2')).json();
    expect(second.respondents.map((row: { name: string }) => row.name)).toEqual(['Байгууллага 1', 'Байгууллага 0']);
    expect((await (await respondents('?limit=20')).json()).respondents).toHaveLength(12);
  });

  it('search by name, e-mail or phone in the database', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const names = async (query: string) =>
      (await (await respondents(query)).json()).respondents.map((row: { name: string }) => row.name);
    expect(await names('?search=оюу')).toEqual(['Оюу Толгой ХХК']);
    expect(await names('?search=org10@')).toEqual(['Байгууллага 10']);
    expect(await names('?search=70001122')).toEqual(['Оюу Толгой ХХК']);
    expect(await names('?search=Гишүүн')).toEqual([]);
  });

  it("give one respondent's answers by section with the totals computed on the server", async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const body = await (await answer(scoredId)).json();
    expect(Object.keys(body)).toEqual(['respondent', 'answer', 'totalPercentage', 'totalCount', 'totalYes', 'totalNo']);
    expect(body).toMatchObject({ totalPercentage: 67, totalCount: 3, totalYes: 2, totalNo: 1 });
    expect(body.answer).toHaveLength(5);
    expect(body.answer[0]).toMatchObject({ mainIndex: 1, percentage: 67 });
    expect(body.answer[1]).toMatchObject({ mainIndex: 2, percentage: 0 });
    expect(
      body.answer[0].questions[0].children.map(
        (child: { cid: string; answer: number | null; proof: boolean | null }) => [
          child.cid,
          child.answer,
          child.proof,
        ],
      ),
    ).toEqual([
      ['1.1.1', 1, true],
      ['1.1.2', 1, false],
      ['1.1.3', 0, false],
    ]);
    expect(body.answer[0].questions[1].children[0]).toMatchObject({ answer: null, proof: null });
  });

  it('give an empty answer list to a respondent without answers, and 404 for an unknown id or a member', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const empty = await (await respondents('?search=Байгууллага 0')).json();
    const body = await (await answer(empty.respondents[0].id)).json();
    expect(body).toMatchObject({ answer: [], totalPercentage: 0, totalCount: 0, totalYes: 0, totalNo: 0 });
    expect((await answer(99_999)).status).toBe(404);
    expect(await (await answer(memberTakingId)).json()).toEqual({ message: 'no answer found' });
    expect((await answer('abc')).status).toBe(400);
  });

  it('export the search as CSV as the grid shows it: the Ulaanbaatar time in its format, the percentage with its sign', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const lines = (await (await respondents('?search=Оюу&format=csv')).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Байгууллагын нэр,И-мэйл,Утас,Оролцсон огноо,Дүн',
      'Оюу Толгой ХХК,info@ot.mn,70001122,2026.02.01 08:00,67%',
    ]);
  });
});
