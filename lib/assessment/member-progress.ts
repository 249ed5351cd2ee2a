import 'server-only';

import { and, desc, eq, isNull } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentAttachments, assessmentResults, assessmentSubmissions } from '@/db/schema';

/** The database or an open transaction (inside a transaction every query must use it). */
type Executor = Pick<typeof db, 'select'>;
type ResultRow = typeof assessmentResults.$inferSelect;
type AttachmentRow = typeof assessmentAttachments.$inferSelect;

/**
 * Where a member stands (seeds 4): `finished` once a result has its attachments, `attachments` when a result
 * waits for them, otherwise `fresh` with the submission being answered (null before the first answer).
 */
export type MemberProgress =
  | { stage: 'fresh'; submissionId: number | null }
  | { stage: 'attachments'; submissionId: number; result: ResultRow }
  | { stage: 'finished'; submissionId: number; result: ResultRow; attachment: AttachmentRow | null };

export async function memberProgress(memberId: number): Promise<MemberProgress> {
  const [latest] = await db
    .select({ result: assessmentResults, attachment: assessmentAttachments })
    .from(assessmentResults)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
    .leftJoin(assessmentAttachments, eq(assessmentAttachments.resultId, assessmentResults.id))
    .where(eq(assessmentSubmissions.memberId, memberId))
    .orderBy(desc(assessmentResults.isComplete), desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(1);
  if (latest) {
    const { result, attachment } = latest;

    return result.isComplete
      ? { stage: 'finished', submissionId: result.submissionId, result, attachment }
      : { stage: 'attachments', submissionId: result.submissionId, result };
  }

  return { stage: 'fresh', submissionId: await openSubmissionId(memberId) };
}

/** The member's submission that has answers but no result yet (the assessment being filled in). */
export async function openSubmissionId(memberId: number, executor: Executor = db): Promise<number | null> {
  const [open] = await executor
    .select({ id: assessmentSubmissions.id })
    .from(assessmentSubmissions)
    .leftJoin(assessmentResults, eq(assessmentResults.submissionId, assessmentSubmissions.id))
    .where(and(eq(assessmentSubmissions.memberId, memberId), isNull(assessmentResults.id)))
    .orderBy(desc(assessmentSubmissions.id))
    .limit(1);

  return open?.id ?? null;
}

/** A result in the seeds' keys (seeds 3, Result). */
export function resultPayload(result: ResultRow, memberId: number | null) {
  return {
    id: result.id,
    main_percentage: result.mainPercentage,
    first_section_per: result.firstSectionPer,
    second_section_per: result.secondSectionPer,
    third_section_per: result.thirdSectionPer,
    fourth_section_per: result.fourthSectionPer,
    fifth_section_per: result.fifthSectionPer,
    total_true: result.totalTrue,
    total_false: result.totalFalse,
    member_id: memberId,
    answer_id: result.submissionId,
    is_complete: result.isComplete,
    created_at: result.createdAt.toISOString(),
  };
}

export type ResultPayload = ReturnType<typeof resultPayload>;

/** The five section percentages of a result, sections 1 to 5 in order. */
export function sectionPercentagesOf(result: ResultRow): number[] {
  return [
    result.firstSectionPer,
    result.secondSectionPer,
    result.thirdSectionPer,
    result.fourthSectionPer,
    result.fifthSectionPer,
  ];
}
