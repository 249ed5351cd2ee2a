import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { assessmentQuestions } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
import { insertAnonymousTaking, seedCodex } from '@/tests/fixtures/assessment-admin';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { createAssessmentQuestion, deleteAssessmentQuestion, updateAssessmentQuestion } from './admin-actions';

const invalidated = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/cache/invalidate-public-pages', () => ({ invalidatePublicPages: () => void (invalidated.count += 1) }));

prepareTestDatabase();

const M = 'admin.assessment.questions';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };

const questionAt = async (cid: string) => {
  const [row] = await db.select().from(assessmentQuestions).where(eq(assessmentQuestions.cid, cid));

  return row;
};

beforeAll(async () => {
  staff = await createStaffAccounts();
  await seedCodex();
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.moderatorId });
});

describe('assessment question actions', () => {
  it('refuse a visitor and a read-only user before reading the input', async () => {
    const count = await db.$count(assessmentQuestions);
    signInAs(null);
    for (const action of [createAssessmentQuestion, updateAssessmentQuestion, deleteAssessmentQuestion]) {
      expect(await action({ id: 1, cid: '1.1.9', question: 'Асуулт' })).toEqual({
        ok: false,
        error: 'errors.unauthorized',
      });
    }
    signInAs({ kind: 'admin', id: staff.userId });
    for (const action of [createAssessmentQuestion, updateAssessmentQuestion, deleteAssessmentQuestion]) {
      expect(await action({ id: 1, cid: '1.1.9', question: 'Асуулт' })).toEqual({
        ok: false,
        error: 'errors.forbidden',
      });
    }
    expect(await db.$count(assessmentQuestions)).toBe(count);
    expect(await questionAt('1.1')).toBeDefined();
  });

  it("answers the seeds' messages for missing fields and a bad index", async () => {
    expect(await createAssessmentQuestion({ cid: '', question: '' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { cid: [`${M}.cidRequired`], question: [`${M}.questionRequired`] },
    });
    expect(await createAssessmentQuestion({ cid: '7', question: 'Асуулт' })).toMatchObject({
      fieldErrors: { cid: [`${M}.cidFormat`] },
    });
  });

  it('derives the pid from the index and requires the section and the requirement to exist', async () => {
    expect(await createAssessmentQuestion({ cid: '1.1', question: 'Давхар' })).toEqual({
      ok: false,
      error: `${M}.cidTaken`,
    });
    expect(await createAssessmentQuestion({ cid: '6.1', question: 'Бүлэггүй' })).toEqual({
      ok: false,
      error: `${M}.sectionMissing`,
    });
    expect(await createAssessmentQuestion({ cid: '1.40.1', question: 'Эцэггүй' })).toEqual({
      ok: false,
      error: `${M}.parentMissing`,
    });

    const requirement = await createAssessmentQuestion({
      cid: '1.40',
      question: 'Шинэ шаардлага',
      questionEn: 'New requirement',
    });
    expect(requirement).toMatchObject({ ok: true, data: { cid: '1.40' } });
    expect(await questionAt('1.40')).toMatchObject({
      pid: null,
      question: 'Шинэ шаардлага',
      questionEn: 'New requirement',
    });
    expect(await createAssessmentQuestion({ cid: '1.40.1', question: 'Дэд асуулт' })).toMatchObject({ ok: true });
    expect(await questionAt('1.40.1')).toMatchObject({ pid: '1.40' });
    expect(invalidated.count).toBeGreaterThan(0);
    expect(await auditEntries('assessment-question.create')).toEqual([
      { action: 'assessment-question.create', target: '1.40', email: 'moderator@example.com' },
      { action: 'assessment-question.create', target: '1.40.1', email: 'moderator@example.com' },
    ]);
  });

  it('edits the text without checking an unchanged index, and re-derives the pid of a changed one', async () => {
    const question = await questionAt('1.40.1');
    const id = question?.id ?? 0;
    expect(
      await updateAssessmentQuestion({ id, cid: '1.40.1', question: 'Засварласан', questionEn: 'Edited' }),
    ).toEqual({ ok: true, data: { id, cid: '1.40.1' } });
    expect(await updateAssessmentQuestion({ id, cid: '1.1.1', question: 'Засварласан' })).toEqual({
      ok: false,
      error: `${M}.cidTaken`,
    });
    expect(await updateAssessmentQuestion({ id, cid: '2.1.9', question: 'Засварласан', questionEn: 'Edited' })).toEqual(
      { ok: true, data: { id, cid: '2.1.9' } },
    );
    expect(await questionAt('2.1.9')).toMatchObject({ id, pid: '2.1', question: 'Засварласан', questionEn: 'Edited' });
    expect(await updateAssessmentQuestion({ id, cid: '2.30', question: 'Шаардлага болсон' })).toMatchObject({
      ok: true,
    });
    expect(await questionAt('2.30')).toMatchObject({ id, pid: null });
    expect(await updateAssessmentQuestion({ id: 99_999, cid: '2.31', question: 'Алга' })).toEqual({
      ok: false,
      error: `${M}.notFound`,
    });
    expect((await auditEntries('assessment-question.update')).map((entry) => entry.target)).toEqual([
      '1.40.1',
      '2.1.9',
      '2.30',
    ]);
  });

  it('keeps the index of a requirement that has sub-questions', async () => {
    const requirement = await questionAt('1.2');
    expect(await updateAssessmentQuestion({ id: requirement?.id, cid: '1.39', question: 'Шилжүүлэх' })).toEqual({
      ok: false,
      error: `${M}.cidLockedByChildren`,
    });
  });

  it('refuses to delete a requirement with sub-questions or an answered question, and deletes an unanswered one', async () => {
    const requirement = await questionAt('1.3');
    const answered = await questionAt('1.3.1');
    await insertAnonymousTaking({
      name: 'Туршилт ХХК',
      email: 'test@example.mn',
      answers: [{ questionId: answered?.id ?? 0, answer: 1 }],
    });

    expect(await deleteAssessmentQuestion({ id: requirement?.id })).toEqual({
      ok: false,
      error: `${M}.deleteHasChildren`,
    });
    expect(await deleteAssessmentQuestion({ id: answered?.id })).toEqual({ ok: false, error: `${M}.deleteAnswered` });
    expect(await questionAt('1.3.1')).toBeDefined();

    const unanswered = await questionAt('1.40');
    expect(await deleteAssessmentQuestion({ id: unanswered?.id })).toEqual({
      ok: true,
      data: { id: unanswered?.id, cid: '1.40' },
    });
    expect(await questionAt('1.40')).toBeUndefined();
    expect(await deleteAssessmentQuestion({ id: unanswered?.id })).toEqual({ ok: false, error: `${M}.notFound` });
    expect(await auditEntries('assessment-question.delete')).toEqual([
      { action: 'assessment-question.delete', target: '1.40', email: 'moderator@example.com' },
    ]);
  });
});
