'use server';

import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { createQuestion, deleteQuestion, updateQuestion } from './admin-question-writes';
import { questionIdSchema, questionSchema, questionUpdateSchema } from './admin-schema';

type Saved = ActionResult<{ id: number; cid: string }>;

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
