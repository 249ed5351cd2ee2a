import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentSubmissions } from '@/db/schema';
import { assessmentPart } from '@/demo-data/assessment';
import { ANONYMOUS_SUBMISSION_LIMIT } from '@/lib/assessment/anonymous-writes';
import { answerableQuestions } from '@/lib/assessment/codex';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST } from './route';

prepareTestDatabase();

const info = { name: 'Эрдэнэс Хайгуул ХХК', email: 'info@erdenes-kh.mn', phone_number: '77001122' };
let answers: Array<{ question_id: number; answer: 0 | 1 }> = [];

beforeAll(async () => {
  await assessmentPart().insert(db);
  // The first four questions answered no, the rest yes.
  answers = [...(await answerableQuestions()).keys()].map((id, index) => ({
    question_id: id,
    answer: index < 4 ? 0 : 1,
  }));
});

const post = (body: unknown, { address = '10.4.0.1', query = '' } = {}) =>
  POST(
    new Request(`http://localhost/api/insert/answer${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/insert/answer', () => {
  it('stores the assessment and answers 200 with the seeds result keys', async () => {
    const response = await post({ ...info, answers });
    const body = await response.json();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(Object.keys(body)).toEqual(['result']);
    expect(Object.keys(body.result).sort()).toEqual(
      [
        'main_percentage',
        'total_true',
        'total_false',
        'first_section_per',
        'second_section_per',
        'third_section_per',
        'fourth_section_per',
        'fifth_section_per',
      ].sort(),
    );
    expect(body.result).toMatchObject({
      total_true: answers.length - 4,
      total_false: 4,
      main_percentage: Math.round(((answers.length - 4) / answers.length) * 100),
    });
    expect(await db.$count(assessmentSubmissions)).toBe(1);
  });

  it('answers 400 with the seeds messages per field', async () => {
    const response = await post({ ...info, name: ' ', email: 'info@erdenes', answers: answers.slice(1) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { name: 'Та байгууллагын нэрээ оруулна уу.', email: 'И-мэйл хаяг буруу байна' },
    });
    expect((await (await post({ ...info, answers: answers.slice(1) })).json()).errors).toEqual({
      answers: 'Бүх асуултанд хариулна уу.',
    });
  });

  it('answers 400, never 500, for malformed JSON and unknown questions, in English with lang=en', async () => {
    const malformed = await post('{"name": ', { query: '?lang=en' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: 'The input is not valid.',
      errors: {
        name: "Please enter your organisation's name.",
        email: 'Please enter your e-mail address.',
        phone_number: 'Please enter your phone number.',
        answers: 'Please answer every question.',
      },
    });
    expect((await post([info])).status).toBe(400);

    const unknown = await post(
      { ...info, answers: [...answers, { question_id: 123_456, answer: 1 }] },
      { query: '?lang=en' },
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({
      answers: 'An answer refers to a question that is not in the code. Please reload the page and try again.',
    });
    expect(await db.$count(assessmentSubmissions)).toBe(1);
  });

  it('answers 429 with Retry-After once the address has sent too many', async () => {
    const statuses = [];
    for (let index = 0; index < ANONYMOUS_SUBMISSION_LIMIT.limit; index += 1)
      statuses.push((await post({ ...info, answers }, { address: '10.4.0.2' })).status);
    const limited = await post({ ...info, answers }, { address: '10.4.0.2' });

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.' });
    expect((await post({ ...info, answers }, { address: '10.4.0.3' })).status).toBe(200);
  });
});
