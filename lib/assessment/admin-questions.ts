import 'server-only';

import { asc, count, eq } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentAnswers, assessmentQuestions, assessmentSections } from '@/db/schema';

import { compareCids, sectionIndexOf } from './cid';

/** One codex question as staff edit it: both languages, and how many answers it already has. */
export type AdminQuestion = {
  id: number;
  cid: string;
  pid: string | null;
  question: string;
  questionEn: string;
  answerCount: number;
};
export type AdminRequirement = AdminQuestion & { children: AdminQuestion[] };
/** Seeds 3: the listing groups into mainIndex, mainTitle and questions with nested children. */
export type AdminQuestionGroup = { id: number; mainIndex: number; mainTitle: string; questions: AdminRequirement[] };

/**
 * The `result` of `GET /api/get/assessment-questions` and the update-assessment screen: every section in index
 * order with its requirements and their sub-questions in cid order (`1.10` after `1.9`).
 */
export async function listAdminQuestions(): Promise<AdminQuestionGroup[]> {
  const [sections, questions, answered] = await Promise.all([
    db.select().from(assessmentSections).orderBy(asc(assessmentSections.mainIndex)),
    db.select().from(assessmentQuestions),
    db
      .select({ questionId: assessmentAnswers.questionId, total: count() })
      .from(assessmentAnswers)
      .groupBy(assessmentAnswers.questionId),
  ]);
  const answerCounts = new Map(answered.map((row) => [row.questionId, row.total]));
  const requirements = new Map<string, AdminRequirement>();
  const toQuestion = (row: (typeof questions)[number]): AdminQuestion => ({
    id: row.id,
    cid: row.cid,
    pid: row.pid,
    question: row.question,
    questionEn: row.questionEn,
    answerCount: answerCounts.get(row.id) ?? 0,
  });
  for (const row of [...questions].sort((a, b) => compareCids(a.cid, b.cid))) {
    if (row.pid === null) requirements.set(row.cid, { ...toQuestion(row), children: [] });
    else requirements.get(row.pid)?.children.push(toQuestion(row));
  }

  return sections.map((section) => ({
    id: section.id,
    mainIndex: section.mainIndex,
    mainTitle: section.mainTitle,
    questions: [...requirements.values()].filter(
      (requirement) => sectionIndexOf(requirement.cid) === section.mainIndex,
    ),
  }));
}

/** Seeds 7 `GET /check/index`: the questions that already have this index (empty when it is free). */
export async function findQuestionsByCid(cid: string): Promise<Array<{ id: number; cid: string }>> {
  return db
    .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.cid, cid));
}
