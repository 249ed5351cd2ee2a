import { beforeAll, describe, expect, it } from 'vitest';

import { seedCodex } from '@/tests/fixtures/assessment-admin';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getQuestions } from '../../get/assessment-questions/route';
import { GET as checkIndex } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
const check = (cid: string) =>
  checkIndex(new Request(`http://localhost/api/check/index?cid=${encodeURIComponent(cid)}`));

beforeAll(async () => {
  staff = await createStaffAccounts();
  await seedCodex();
});

describe('GET /api/get/assessment-questions and /api/check/index', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    for (const response of [await getQuestions(), await check('1.1')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Нэвтэрч орно уу.' });
    }
  });

  it('give a read-only user the codex grouped by section, requirements nested with their sub-questions', async () => {
    signInAs({ kind: 'admin', id: staff.userId });
    const response = await getQuestions();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const { result } = await response.json();
    expect(result).toHaveLength(5);
    expect(Object.keys(result[0])).toEqual(['id', 'mainIndex', 'mainTitle', 'questions']);
    expect(result.map((group: { mainIndex: number }) => group.mainIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(result.flatMap((group: { questions: unknown[] }) => group.questions)).toHaveLength(29);
    expect(result[0].questions[0]).toMatchObject({
      cid: '1.1',
      pid: null,
      answerCount: 0,
      question: expect.any(String),
      questionEn: expect.any(String),
    });
    expect(
      result[0].questions[0].children.map((child: { cid: string; pid: string }) => [child.cid, child.pid]),
    ).toEqual([
      ['1.1.1', '1.1'],
      ['1.1.2', '1.1'],
      ['1.1.3', '1.1'],
    ]);
  });

  it('says whether an index is taken, and refuses a malformed one with the format message', async () => {
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await (await check('1.1.1')).json()).toEqual({
      result: [{ id: expect.any(Number), cid: '1.1.1' }],
      exists: true,
    });
    expect(await (await check('1.1.9')).json()).toEqual({ result: [], exists: false });
    const malformed = await check('1.a');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: expect.any(String),
      errors: { cid: 'Индексийн формат буруу байна. Жишээ нь: 7.4, 7.4.1' },
    });
    expect(await (await check('')).json()).toMatchObject({ errors: { cid: 'Үнэлгээний индексийг оруулна уу' } });
  });
});
