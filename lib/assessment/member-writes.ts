import 'server-only';

import { and, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentAnswers, assessmentAttachments, assessmentResults, assessmentSubmissions } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { discardStoredFiles, type SaveUploadResult } from '@/lib/storage';

import { answerableQuestions } from './codex';
import { officeNoticeAddress, recordMemberResult } from './member-finish-writes';
import { memberProgress, openSubmissionId, type ResultPayload, resultPayload } from './member-progress';
import type { SignedInMember } from './member-session';

/** Why a member write was refused: a key of member-assessment.json `errors`; its status is in lib/http/reasons.ts. */
export type MemberWriteFailure =
  | 'forbidden'
  | 'unknownQuestion'
  | 'proofFileWithoutProof'
  | 'notAllAnswered'
  | 'alreadySubmitted'
  | 'noResult'
  | 'attachmentsDone'
  | 'tooLarge'
  | 'wrongType'
  | 'storageUnavailable';
export type MemberWriteOutcome<T> = { ok: true; data: T } | { ok: false; reason: MemberWriteFailure };

const refuse = (reason: MemberWriteFailure) => ({ ok: false, reason }) as const;

/** Ids a request names may only repeat the session's own; any other id is someone else's (403). */
function isOwn(claimed: number | undefined, own: number | null): boolean {
  return claimed === undefined || claimed === own;
}

/** A file the server refused, in the flow's words. */
export function uploadFailure(saved: Extract<SaveUploadResult, { ok: false }>): MemberWriteFailure {
  const failures = {
    too_large: 'tooLarge',
    unsupported_type: 'wrongType',
    storage_unavailable: 'storageUnavailable',
  } as const;

  return failures[saved.error];
}

type AnswerInput = {
  questionId: number;
  answer: 0 | 1;
  proof: boolean;
  comment: string;
  claimedMemberId?: number;
  claimedAnswerId?: number;
};

/** Checks an answer before anything is stored: the member's own ids, an open assessment, a codex question. */
export async function checkMemberAnswer(
  memberId: number,
  input: AnswerInput,
  hasFile: boolean,
): Promise<MemberWriteFailure | null> {
  const progress = await memberProgress(memberId);
  if (!isOwn(input.claimedMemberId, memberId)) return 'forbidden';
  if (!isOwn(input.claimedAnswerId, progress.submissionId)) return 'forbidden';
  if (progress.stage !== 'fresh') return 'alreadySubmitted';
  if (!(await answerableQuestions()).has(input.questionId)) return 'unknownQuestion';
  if (hasFile && !input.proof) return 'proofFileWithoutProof';

  return null;
}

/**
 * Stores (or replaces) one answer of the member's open assessment, starting one on the first answer. A lock per
 * member makes answers sent side by side land in the same assessment.
 */
export async function saveMemberAnswer(
  memberId: number,
  input: AnswerInput,
  proofFile: string | null,
): Promise<{ answerId: number; questionId: number }> {
  const { answerId, replacedFile } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-assessment'), ${memberId})`);
    let submissionId = await openSubmissionId(memberId, tx);
    if (submissionId === null) {
      const [created] = await tx
        .insert(assessmentSubmissions)
        .values({ memberId })
        .returning({ id: assessmentSubmissions.id });
      submissionId = created?.id ?? null;
    }
    if (submissionId === null) throw new Error('The assessment could not be started');
    const [previous] = await tx
      .select({ proofFile: assessmentAnswers.proofFile })
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.submissionId, submissionId), eq(assessmentAnswers.questionId, input.questionId)));
    const values = { answer: input.answer, proof: input.proof, comment: input.comment, proofFile };
    await tx
      .insert(assessmentAnswers)
      .values({ submissionId, questionId: input.questionId, ...values })
      .onConflictDoUpdate({ target: [assessmentAnswers.submissionId, assessmentAnswers.questionId], set: values });

    return { answerId: submissionId, replacedFile: previous?.proofFile ?? null };
  });
  if (replacedFile && replacedFile !== proofFile) await discardStoredFiles([replacedFile]);

  return { answerId, questionId: input.questionId };
}

/**
 * Scores the member's open assessment from its stored answers (the browser's figures are never used), saves the
 * result and queues its mails (the member's receipt in `locale`, the office's notice) in one transaction. Every
 * codex question must have been answered.
 */
export async function saveMemberResult(
  member: SignedInMember,
  claimed: { claimedMemberId?: number; claimedAnswerId?: number },
  locale: Locale,
): Promise<MemberWriteOutcome<ResultPayload>> {
  const [progress, questions, officeEmail] = await Promise.all([
    memberProgress(member.id),
    answerableQuestions(),
    officeNoticeAddress(),
  ]);
  if (!isOwn(claimed.claimedMemberId, member.id) || !isOwn(claimed.claimedAnswerId, progress.submissionId))
    return refuse('forbidden');
  if (progress.stage !== 'fresh') return refuse('alreadySubmitted');
  if (progress.submissionId === null) return refuse('notAllAnswered');
  const submissionId = progress.submissionId;

  const outcome = await db.transaction((tx) =>
    recordMemberResult(tx, { submissionId, member, locale, questions, officeEmail }),
  );

  return outcome.ok ? { ok: true, data: resultPayload(outcome.data, member.id) } : outcome;
}

type AttachmentClaims = { claimedResultId?: number; claimedAnswerId?: number };

/** Checks an attachment upload before the files are stored: the member's own result, waiting for attachments. */
export async function checkMemberAttachment(
  memberId: number,
  claims: AttachmentClaims,
): Promise<MemberWriteOutcome<{ resultId: number }>> {
  const progress = await memberProgress(memberId);
  const resultId = progress.stage === 'fresh' ? null : progress.result.id;
  if (!isOwn(claims.claimedResultId, resultId) || !isOwn(claims.claimedAnswerId, progress.submissionId))
    return refuse('forbidden');
  if (progress.stage === 'fresh') return refuse('noResult');
  if (progress.stage === 'finished') return refuse('attachmentsDone');

  return { ok: true, data: { resultId: progress.result.id } };
}

/** Saves both attachments and marks the result complete, in one transaction. */
export async function saveMemberAttachment(input: {
  resultId: number;
  officialDocument: string;
  form: string;
  publication: boolean;
}): Promise<MemberWriteOutcome<{ resultId: number }>> {
  const saved = await db.transaction(async (tx) => {
    const [attachment] = await tx
      .insert(assessmentAttachments)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: assessmentAttachments.id });
    if (!attachment) return false;
    await tx.update(assessmentResults).set({ isComplete: true }).where(eq(assessmentResults.id, input.resultId));

    return true;
  });
  if (!saved) {
    await discardStoredFiles([input.officialDocument, input.form]);

    return refuse('attachmentsDone');
  }

  return { ok: true, data: { resultId: input.resultId } };
}
