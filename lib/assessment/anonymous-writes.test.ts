import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentAnswers, assessmentResults, assessmentSubmissions } from '@/db/schema';
import { assessmentPart } from '@/demo-data/assessment';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { ANONYMOUS_SUBMISSION_LIMIT, submitAnonymousAssessment } from './anonymous-writes';
import { answerableQuestions } from './codex';

prepareTestDatabase();

const info = { name: 'Тавантолгой Хайгуул ХХК', email: 'office@tt-khaiguul.mn', phone_number: '70112233' };
let questions: Array<{ id: number; section: number }> = [];

beforeAll(async () => {
  await assessmentPart().insert(db);
  questions = [...(await answerableQuestions())].map(([id, question]) => ({ id, section: question.section }));
});

/** Yes to everything except the questions of `noIds`. */
const answersWith = (noIds: ReadonlySet<number> = new Set()) =>
  questions.map((question) => ({
    question_id: question.id,
    answer: noIds.has(question.id) ? 0 : 1,
    proof: question.id % 2 === 0,
  }));

let address = 0;
const submit = (input: unknown) => submitAnonymousAssessment({ input, clientAddress: `10.8.0.${(address += 1)}` });

describe('submitAnonymousAssessment', () => {
  it('stores the submission, the answers and the result computed from them in one go', async () => {
    // Every question of section 2 and the first question of section 1 answered no.
    const noIds = new Set(
      questions.filter((question, index) => question.section === 2 || index === 0).map((question) => question.id),
    );
    const sectionTwo = questions.filter((question) => question.section === 2).length;
    const sectionOne = questions.filter((question) => question.section === 1).length;

    const outcome = await submit({ ...info, answers: answersWith(noIds) });

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result).toEqual({
      main_percentage: Math.round(((questions.length - noIds.size) / questions.length) * 100),
      total_true: questions.length - noIds.size,
      total_false: noIds.size,
      first_section_per: Math.round(((sectionOne - 1) / sectionOne) * 100),
      second_section_per: 0,
      third_section_per: 100,
      fourth_section_per: 100,
      fifth_section_per: 100,
    });
    expect(sectionTwo).toBeGreaterThan(0);

    const [submission] = await db
      .select()
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.email, info.email));
    expect(submission).toMatchObject({ name: info.name, phoneNumber: info.phone_number, memberId: null });
    const id = submission?.id ?? 0;
    expect(await db.$count(assessmentAnswers, eq(assessmentAnswers.submissionId, id))).toBe(questions.length);
    expect(await db.$count(assessmentAnswers, eq(assessmentAnswers.proof, true))).toBe(
      questions.filter((question) => question.id % 2 === 0).length,
    );
    const [result] = await db.select().from(assessmentResults).where(eq(assessmentResults.submissionId, id));
    expect(result).toMatchObject({
      mainPercentage: outcome.result.main_percentage,
      totalFalse: noIds.size,
      isComplete: true,
    });
  });

  it('ignores any totals the browser sends', async () => {
    const outcome = await submit({
      ...info,
      answers: answersWith(new Set(questions.map((question) => question.id))),
      main_percentage: 100,
      total_true: 75,
    });

    expect(outcome).toMatchObject({
      ok: true,
      result: { main_percentage: 0, total_true: 0, total_false: questions.length },
    });
  });

  it('refuses an answer to a question that is not in the codex, and stores nothing', async () => {
    const before = await db.$count(assessmentSubmissions);
    const requirementId = 1; // cid 1.1: a requirement, answered only through its sub-questions

    expect(await submit({ ...info, answers: [...answersWith(), { question_id: 99_999, answer: 1 }] })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { answers: 'assessment.errors.unknownQuestion' },
    });
    expect(
      await submit({ ...info, answers: [...answersWith().slice(1), { question_id: requirementId, answer: 1 }] }),
    ).toMatchObject({ errors: { answers: 'assessment.errors.unknownQuestion' } });
    expect(await db.$count(assessmentSubmissions)).toBe(before);
  });

  it('refuses missing and repeated answers', async () => {
    const all = answersWith();

    expect(await submit({ ...info, answers: all.slice(0, -1) })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { answers: 'assessment.errors.unanswered' },
    });
    expect(await submit({ ...info, answers: [...all.slice(0, -1), all[0]] })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { answers: 'assessment.errors.duplicateAnswer' },
    });
  });

  it('names every invalid field with its message key', async () => {
    expect(await submit({ email: 'bad' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        name: 'assessment.errors.name',
        email: 'assessment.errors.emailInvalid',
        phone_number: 'assessment.errors.phone',
        answers: 'assessment.errors.unanswered',
      },
    });
  });

  it('limits valid submissions per client address, counting no refused ones', async () => {
    const clientAddress = '10.9.0.1';
    const outcomes = [];
    await submitAnonymousAssessment({ input: { ...info, answers: [] }, clientAddress });
    for (let index = 0; index <= ANONYMOUS_SUBMISSION_LIMIT.limit; index += 1) {
      outcomes.push(await submitAnonymousAssessment({ input: { ...info, answers: answersWith() }, clientAddress }));
    }

    expect(outcomes.slice(0, -1).every((outcome) => outcome.ok)).toBe(true);
    const limited = outcomes.at(-1);
    expect(limited).toMatchObject({ ok: false, reason: 'rateLimited' });
    expect(limited && !limited.ok && limited.reason === 'rateLimited' && limited.retryAfterSeconds).toBeGreaterThan(
      3500,
    );
    expect(
      (await submitAnonymousAssessment({ input: { ...info, answers: answersWith() }, clientAddress: '10.9.0.2' })).ok,
    ).toBe(true);
  });
});
