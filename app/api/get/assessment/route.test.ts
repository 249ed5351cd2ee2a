import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentPart } from '@/demo-data/assessment';
import type { CodexGroup } from '@/lib/assessment/codex';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

prepareTestDatabase();

beforeAll(async () => {
  await assessmentPart().insert(db);
});

const get = (query = '') => GET(new Request(`http://localhost/api/get/assessment${query}`));

describe('GET /api/get/assessment', () => {
  it('answers the five sections with the seeds keys, cacheable by shared caches', async () => {
    const response = await get();
    const body = (await response.json()) as { result: CodexGroup[] };

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    expect(Object.keys(body)).toEqual(['result']);
    expect(body.result.map((group) => group.mainIndex)).toEqual([1, 2, 3, 4, 5]);
    const [first] = body.result;
    expect(Object.keys(first ?? {})).toEqual(['id', 'mainIndex', 'mainTitle', 'questions']);
    expect(first?.mainTitle).toBe('Засаглал, ёс зүй ба ил тод байдал');
    expect(first?.questions[0]).toMatchObject({ cid: '1.1', question: 'Хууль тогтоомжийн хэрэгжилт' });
    expect(Object.keys(first?.questions[0]?.children[0] ?? {})).toEqual(['id', 'cid', 'question']);
    expect(body.result.reduce((count, group) => count + group.questions.length, 0)).toBe(29);
  });

  it('answers in English with lang=en and 400 for another language', async () => {
    const body = (await (await get('?lang=en')).json()) as { result: CodexGroup[] };
    expect(body.result[0]?.mainTitle).toBe('Governance, ethics and transparency');
    expect(body.result[0]?.questions[0]?.children[0]?.question).toBe(
      'Does the company keep a register of applicable laws and update it every year?',
    );

    const refused = await get('?lang=de');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Оруулсан мэдээлэл буруу байна.',
      errors: { lang: 'Хэл нь mn эсвэл en байна.' },
    });
  });
});
