import 'server-only';

import { desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import {
  assessmentAnswers,
  assessmentQuestions,
  assessmentResults,
  assessmentSubmissions,
  memberCompanies,
} from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

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

/** A member organisation as the assessment's sign-in shows it (seeds 7.4): its name, its logo's address. */
export type MemberCard = { id: number; name: string; logo: string | null };

/** The member organisation and the id of its latest submission (null before its first). */
export async function findMemberWithLatestAnswer(
  memberId: number,
): Promise<{ member: MemberCard | null; answerId: number | null }> {
  const [[member], [latest]] = await Promise.all([
    db
      .select({ id: memberCompanies.id, name: memberCompanies.name, logo: memberCompanies.logo })
      .from(memberCompanies)
      .where(eq(memberCompanies.id, memberId)),
    db
      .select({ id: assessmentSubmissions.id })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.memberId, memberId))
      .orderBy(desc(assessmentSubmissions.id))
      .limit(1),
  ]);

  return {
    member: member ? { id: member.id, name: member.name, logo: member.logo ? fileUrl(member.logo) : null } : null,
    answerId: latest?.id ?? null,
  };
}

/** A member submission with its result (if scored yet), by answer id, or the member's latest by member id. */
export async function findMemberSubmission(query: { answerId?: number; memberId?: number }) {
  const where = query.answerId
    ? eq(assessmentSubmissions.id, query.answerId)
    : eq(assessmentSubmissions.memberId, query.memberId ?? 0);
  const [row] = await db
    .select({ submission: assessmentSubmissions, result: assessmentResults })
    .from(assessmentSubmissions)
    .leftJoin(assessmentResults, eq(assessmentResults.submissionId, assessmentSubmissions.id))
    .where(where)
    .orderBy(desc(assessmentSubmissions.id))
    .limit(1);

  return row?.submission.memberId ? row : null;
}
