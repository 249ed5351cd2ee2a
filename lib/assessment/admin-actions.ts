'use server';

import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { db } from '@/db';
import { isUniqueViolation } from '@/db/constraint-violation';
import { assessmentAnswers, assessmentQuestions, assessmentSections } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { questionIdSchema, questionSchema, questionUpdateSchema } from './admin-schema';
import { parentCidOf, sectionIndexOf } from './cid';

const M = 'admin.assessment.questions';

type Saved = ActionResult<{ id: number; cid: string }>;

/**
 * Where an index puts a question (seeds 5): its section must exist, a sub-question's requirement must exist,
 * and no other question may have the index. Gives the pid derived from the index (`1.2.3` -> `1.2`, `1.2` -> null).
 */
async function placeQuestion(cid: string, exceptId?: number): Promise<ActionResult<{ pid: string | null }>> {
  const pid = parentCidOf(cid);
  const [section, parent, taken] = await Promise.all([
    db.$count(assessmentSections, eq(assessmentSections.mainIndex, sectionIndexOf(cid))),
    pid === null
      ? Promise.resolve(1)
      : db.$count(assessmentQuestions, and(eq(assessmentQuestions.cid, pid), isNull(assessmentQuestions.pid))),
    db.$count(
      assessmentQuestions,
      exceptId === undefined
        ? eq(assessmentQuestions.cid, cid)
        : and(eq(assessmentQuestions.cid, cid), ne(assessmentQuestions.id, exceptId)),
    ),
  ]);
  if (section === 0) return fail(`${M}.sectionMissing`);
  if (parent === 0) return fail(`${M}.parentMissing`);
  if (taken > 0) return fail(`${M}.cidTaken`);

  return ok({ pid });
}

/** Two saves of the same index at once both pass the check; the unique index refuses the second. */
async function unlessCidTaken(save: () => Promise<Saved>): Promise<Saved> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return fail(`${M}.cidTaken`);
    throw error;
  }
}

/** Seeds 7 `POST /insert/question`: the pid is derived from the index, never taken from the request. */
async function createQuestion({ cid, question, questionEn }: z.infer<typeof questionSchema>): Promise<Saved> {
  const placement = await placeQuestion(cid);
  if (!placement.ok) return placement;

  return unlessCidTaken(async () => {
    const [saved] = await db
      .insert(assessmentQuestions)
      .values({ cid, pid: placement.data.pid, question, questionEn })
      .returning({ id: assessmentQuestions.id, cid: assessmentQuestions.cid });

    return saved ? ok(saved) : fail('errors.serverError');
  });
}

/**
 * Seeds 7 `POST /update/question`. The original index is the stored one (seeds: an unchanged index is not
 * checked again). A requirement that has sub-questions keeps its index: its sub-questions' indexes start with
 * it, and renumbering them silently would move answers given to them.
 */
async function updateQuestion({ id, cid, question, questionEn }: z.infer<typeof questionUpdateSchema>): Promise<Saved> {
  const [current] = await db
    .select({ cid: assessmentQuestions.cid, pid: assessmentQuestions.pid })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.id, id));
  if (!current) return fail(`${M}.notFound`);
  if (cid === current.cid) {
    await db.update(assessmentQuestions).set({ question, questionEn }).where(eq(assessmentQuestions.id, id));

    return ok({ id, cid });
  }
  if (current.pid === null && (await db.$count(assessmentQuestions, eq(assessmentQuestions.pid, current.cid))) > 0) {
    return fail(`${M}.cidLockedByChildren`);
  }
  const placement = await placeQuestion(cid, id);
  if (!placement.ok) return placement;

  return unlessCidTaken(async () => {
    await db
      .update(assessmentQuestions)
      .set({ cid, pid: placement.data.pid, question, questionEn })
      .where(eq(assessmentQuestions.id, id));

    return ok({ id, cid });
  });
}

/**
 * Seeds 7 `DELETE /delete/question`. A question that respondents have answered is refused rather than deleted
 * after a stronger confirmation: deleting it would delete those answers too (foreign key cascade), so results
 * already given to members and shown to them would no longer match their stored answers, and nothing can bring
 * the answers back. Staff correct such a question's wording instead. A requirement with sub-questions is refused
 * too (the cascade would take them and their answers along). Both conditions are part of the DELETE itself, so
 * an answer saved between a check and the delete cannot be lost.
 */
async function deleteQuestion({ id }: z.infer<typeof questionIdSchema>): Promise<Saved> {
  const [deleted] = await db
    .delete(assessmentQuestions)
    .where(
      and(
        eq(assessmentQuestions.id, id),
        sql`not exists (select 1 from ${assessmentAnswers} where ${assessmentAnswers.questionId} = ${id})`,
        sql`not exists (select 1 from ${assessmentQuestions} as child where child.pid = ${assessmentQuestions.cid})`,
      ),
    )
    .returning({ id: assessmentQuestions.id, cid: assessmentQuestions.cid });
  if (deleted) return ok(deleted);

  const [current] = await db
    .select({ cid: assessmentQuestions.cid })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.id, id));
  if (!current) return fail(`${M}.notFound`);
  if ((await db.$count(assessmentAnswers, eq(assessmentAnswers.questionId, id))) > 0)
    return fail(`${M}.deleteAnswered`);

  return fail(`${M}.deleteHasChildren`);
}

/** Seeds 7 `POST /insert/question`: add a requirement or a sub-question of the codex. */
export async function createAssessmentQuestion(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: questionSchema,
    input,
    action: 'assessment-question.create',
    target: (_data, saved) => saved.cid,
    run: createQuestion,
  });
}

/** Seeds 7 `POST /update/question`. */
export async function updateAssessmentQuestion(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: questionUpdateSchema,
    input,
    action: 'assessment-question.update',
    target: (_data, saved) => saved.cid,
    run: updateQuestion,
  });
}

/** Seeds 7 `DELETE /delete/question`: refused for a question that has answers (see deleteQuestion). */
export async function deleteAssessmentQuestion(input: unknown): Promise<Saved> {
  return runAdminAction({
    permission: 'content',
    schema: questionIdSchema,
    input,
    action: 'assessment-question.delete',
    target: (_data, deleted) => deleted.cid,
    run: deleteQuestion,
  });
}
