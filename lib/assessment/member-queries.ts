import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentAnswers, assessmentQuestions } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import { compareCids } from './cid';
import { memberFileUrl } from './member-files';

/** One stored answer for viewing (seeds 3, stored answers), in cid order. */
export type AnswerView = {
  question_id: number;
  cid: string;
  pid: string | null;
  question: string;
  answer: 0 | 1;
  proof: boolean;
  proof_file: string | null;
  comment: string;
};

export async function listSubmissionAnswers(submissionId: number, locale: Locale): Promise<AnswerView[]> {
  const rows = await db
    .select({
      questionId: assessmentAnswers.questionId,
      cid: assessmentQuestions.cid,
      pid: assessmentQuestions.pid,
      question: assessmentQuestions.question,
      questionEn: assessmentQuestions.questionEn,
      answer: assessmentAnswers.answer,
      proof: assessmentAnswers.proof,
      proofFile: assessmentAnswers.proofFile,
      comment: assessmentAnswers.comment,
    })
    .from(assessmentAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentAnswers.questionId))
    .where(eq(assessmentAnswers.submissionId, submissionId));

  return rows
    .sort((a, b) => compareCids(a.cid, b.cid))
    .map((row) => ({
      question_id: row.questionId,
      cid: row.cid,
      pid: row.pid,
      question: pickLocalized(row.question, row.questionEn, locale),
      answer: row.answer === 1 ? 1 : 0,
      proof: row.proof,
      proof_file: row.proofFile ? memberFileUrl(row.proofFile) : null,
      comment: row.comment,
    }));
}
