import 'server-only';

import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import { assessmentAnswers, assessmentSubmissions } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';

import type { RespondentQuery } from './admin-schema';
import { listCodexGroups } from './codex';
import { percentage, type ScoredAnswer, scoreAnswers } from './scoring';

/** Seeds 3 Respondent (own initiative), with the overall percentage of the answers given. */
export type RespondentRow = {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  created_at: string;
  percentage: number;
};
export type RespondentPage = { respondents: RespondentRow[]; total: number; totalPages: number };

type RespondentListQuery = Pick<RespondentQuery, 'page' | 'limit'> &
  Partial<Pick<RespondentQuery, 'search' | 'sort' | 'dir'>>;

/** Only those who answered on their own initiative; member organisations have their own screen. */
const isAnonymous = isNull(assessmentSubmissions.memberId);

/**
 * Seeds 7 `GET /get/assessment-respondents`: newest first, searched by organisation name, e-mail or phone in
 * the database, one page at a time. The percentage is counted from the stored answers.
 */
export async function listRespondents({
  page,
  limit,
  search = '',
  sort,
  dir = 'desc',
}: RespondentListQuery): Promise<RespondentPage> {
  const pattern = containing(search);
  const where = search
    ? and(
        isAnonymous,
        or(
          ilike(assessmentSubmissions.name, pattern),
          ilike(assessmentSubmissions.email, pattern),
          ilike(assessmentSubmissions.phoneNumber, pattern),
        ),
      )
    : isAnonymous;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: assessmentSubmissions.id,
        name: assessmentSubmissions.name,
        email: assessmentSubmissions.email,
        phoneNumber: assessmentSubmissions.phoneNumber,
        createdAt: assessmentSubmissions.createdAt,
        yes: sql<number>`count(*) filter (where ${assessmentAnswers.answer} = 1)`.mapWith(Number),
        answered: count(assessmentAnswers.id),
      })
      .from(assessmentSubmissions)
      .leftJoin(assessmentAnswers, eq(assessmentAnswers.submissionId, assessmentSubmissions.id))
      .where(where)
      .groupBy(assessmentSubmissions.id)
      .orderBy(
        ...gridOrder(
          {
            createdAt: assessmentSubmissions.createdAt,
            name: mongolianOrder(assessmentSubmissions.name),
            email: assessmentSubmissions.email,
          },
          { sort, dir },
          [desc(assessmentSubmissions.createdAt), desc(assessmentSubmissions.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(assessmentSubmissions).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    respondents: rows.map((row) => ({
      id: row.id,
      name: row.name ?? '',
      email: row.email ?? '',
      phone_number: row.phoneNumber ?? '',
      created_at: row.createdAt.toISOString(),
      percentage: percentage(row.yes, row.answered),
    })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}

/** A sub-question with what the respondent answered: 1 yes, 0 no, null not answered; proof null when not answered. */
export type AnsweredQuestion = {
  id: number;
  cid: string;
  question: string;
  answer: 0 | 1 | null;
  proof: boolean | null;
};
export type AnswerGroup = {
  id: number;
  mainIndex: number;
  mainTitle: string;
  percentage: number;
  questions: Array<{ cid: string; question: string; children: AnsweredQuestion[] }>;
};
export type RespondentAnswer = {
  respondent: Omit<RespondentRow, 'percentage'>;
  /** Empty when the respondent has no stored answer. */
  answer: AnswerGroup[];
  totalPercentage: number;
  totalCount: number;
  totalYes: number;
  totalNo: number;
};

/**
 * Seeds 7 `GET /get/assessment-answer`: one respondent's answers laid over the codex, section by section, with
 * the totals computed here from the stored answers. Null for an unknown id or a member organisation's taking.
 */
export async function getRespondentAnswer(id: number): Promise<RespondentAnswer | null> {
  const [submission] = await db
    .select({
      id: assessmentSubmissions.id,
      name: assessmentSubmissions.name,
      email: assessmentSubmissions.email,
      phoneNumber: assessmentSubmissions.phoneNumber,
      createdAt: assessmentSubmissions.createdAt,
    })
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.id, id), isAnonymous));
  if (!submission) return null;

  const [groups, stored] = await Promise.all([
    listCodexGroups('mn'),
    db
      .select({
        questionId: assessmentAnswers.questionId,
        answer: assessmentAnswers.answer,
        proof: assessmentAnswers.proof,
      })
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.submissionId, id)),
  ]);
  const byQuestion = new Map(stored.map((row) => [row.questionId, row]));
  const scored: ScoredAnswer[] = [];
  const answerGroups = groups.map((group) => ({
    ...group,
    questions: group.questions.map((requirement) => ({
      cid: requirement.cid,
      question: requirement.question,
      children: requirement.children.map((child): AnsweredQuestion => {
        const given = byQuestion.get(child.id);
        if (!given) return { ...child, answer: null, proof: null };
        const answer = given.answer === 1 ? 1 : 0;
        scored.push({ section: group.mainIndex, answer });

        return { ...child, answer, proof: given.proof };
      }),
    })),
  }));
  const score = scoreAnswers(scored);

  return {
    respondent: {
      id: submission.id,
      name: submission.name ?? '',
      email: submission.email ?? '',
      phone_number: submission.phoneNumber ?? '',
      created_at: submission.createdAt.toISOString(),
    },
    answer:
      scored.length === 0
        ? []
        : answerGroups.map((group) => ({ ...group, percentage: score.sectionPercentages[group.mainIndex - 1] ?? 0 })),
    totalPercentage: score.mainPercentage,
    totalCount: scored.length,
    totalYes: score.totalTrue,
    totalNo: score.totalFalse,
  };
}
