import 'server-only';

import { and, count, desc, eq, isNotNull } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import {
  assessmentAnswers,
  assessmentAttachments,
  assessmentQuestions,
  assessmentResults,
  assessmentSubmissions,
  memberCompanies,
} from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage';

import type { MemberResultQuery, MemberFilesQuery } from './admin-member-schema';
import { compareCids } from './cid';
import { memberFileUrl } from './member-files';
import { sectionPercentagesOf } from './member-progress';

/** Seeds 3 Member respondent, with the overall percentage of its result. */
export type MemberResultRow = {
  name: string;
  email: string;
  created_at: string;
  publication: boolean;
  answer_id: number;
  member_id: number;
  main_percentage: number;
};
export type MemberResultPage = { respondents: MemberResultRow[]; total: number; totalPages: number };

/**
 * A member's finished assessment: a result whose attachments arrived (the member flow marks it complete then).
 * One waiting for its attachments is still the member's to finish and is not listed.
 */
const finishedMemberResult = and(isNotNull(assessmentSubmissions.memberId), eq(assessmentResults.isComplete, true));

/** Seeds 7 `GET /get/member-assessment-result`: newest first, one page at a time in the database. */
export async function listMemberResults({
  page,
  limit,
  sort,
  dir = 'desc',
}: Pick<MemberResultQuery, 'page' | 'limit'> &
  Partial<Pick<MemberResultQuery, 'sort' | 'dir'>>): Promise<MemberResultPage> {
  const base = () =>
    db
      .select({
        name: memberCompanies.name,
        email: memberCompanies.email,
        createdAt: assessmentResults.createdAt,
        publication: assessmentAttachments.publication,
        answerId: assessmentSubmissions.id,
        memberId: memberCompanies.id,
        mainPercentage: assessmentResults.mainPercentage,
      })
      .from(assessmentResults)
      .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
      .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentSubmissions.memberId))
      .innerJoin(assessmentAttachments, eq(assessmentAttachments.resultId, assessmentResults.id))
      .where(finishedMemberResult);
  const [rows, [totals]] = await Promise.all([
    base()
      .orderBy(
        ...gridOrder(
          {
            createdAt: assessmentResults.createdAt,
            name: mongolianOrder(memberCompanies.name),
            percentage: assessmentResults.mainPercentage,
          },
          { sort, dir },
          [desc(assessmentResults.createdAt), desc(assessmentResults.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(assessmentResults)
      .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
      .innerJoin(assessmentAttachments, eq(assessmentAttachments.resultId, assessmentResults.id))
      .where(finishedMemberResult),
  ]);
  const total = totals?.total ?? 0;

  return {
    respondents: rows.map((row) => ({
      name: row.name,
      email: row.email,
      created_at: row.createdAt.toISOString(),
      publication: row.publication,
      answer_id: row.answerId,
      member_id: row.memberId,
      main_percentage: row.mainPercentage,
    })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}

/** A proof file of one answer: its question id names the zip entry (seeds 9). */
export type MemberProofFile = { question_id: number; cid: string; proof_file: string };
/** Seeds 3 Member result, for the poster. */
export type MemberResultPoster = {
  created_at: string;
  main_percentage: number;
  total_true: number;
  total_false: number;
  section_percentages: number[];
  name: string;
  logo: string;
};
export type MemberAttachment = { official_document: string; form: string; publication: boolean };
export type MemberFiles = { files: MemberProofFile[]; result: MemberResultPoster; attachment: MemberAttachment | null };

/**
 * Seeds 7 `GET /get/member-files`: the proof files, the result and the attachments of one member assessment, by
 * answer id or the member's latest; every file as the guarded download URL. Null when there is no such result.
 */
export async function getMemberFiles({ answerId, memberId }: MemberFilesQuery): Promise<MemberFiles | null> {
  const [found] = await db
    .select({ result: assessmentResults, company: memberCompanies, attachment: assessmentAttachments })
    .from(assessmentResults)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
    .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentSubmissions.memberId))
    .leftJoin(assessmentAttachments, eq(assessmentAttachments.resultId, assessmentResults.id))
    .where(answerId ? eq(assessmentSubmissions.id, answerId) : eq(assessmentSubmissions.memberId, memberId ?? 0))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(1);
  if (!found) return null;
  const { result, company, attachment } = found;
  const proofs = await db
    .select({
      questionId: assessmentAnswers.questionId,
      cid: assessmentQuestions.cid,
      proofFile: assessmentAnswers.proofFile,
    })
    .from(assessmentAnswers)
    .innerJoin(assessmentQuestions, eq(assessmentQuestions.id, assessmentAnswers.questionId))
    .where(and(eq(assessmentAnswers.submissionId, result.submissionId), isNotNull(assessmentAnswers.proofFile)));

  return {
    files: proofs
      .sort((a, b) => compareCids(a.cid, b.cid))
      .map((row) => ({ question_id: row.questionId, cid: row.cid, proof_file: memberFileUrl(row.proofFile ?? '') })),
    result: {
      created_at: result.createdAt.toISOString(),
      main_percentage: result.mainPercentage,
      total_true: result.totalTrue,
      total_false: result.totalFalse,
      section_percentages: sectionPercentagesOf(result),
      name: company.name,
      logo: fileUrl(company.logo),
    },
    attachment: attachment
      ? {
          official_document: memberFileUrl(attachment.officialDocument),
          form: memberFileUrl(attachment.form),
          publication: attachment.publication,
        }
      : null,
  };
}
