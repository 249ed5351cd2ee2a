import 'server-only';

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { type Database, db } from '@/db';
import { assessmentAnswers, assessmentResults, assessmentSubmissions } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails } from '@/lib/mail/outbox';
import { logger } from '@/lib/observability/logger';
import { getSiteSettings } from '@/lib/settings/queries';
import { discardStoredFiles } from '@/lib/storage';

import { answerableQuestions } from './codex';
import { memberProgress, openSubmissionId, type ResultPayload, resultPayload } from './member-progress';
import { memberResultMails } from './member-result-mails';
import type { MemberAssessmentInput } from './member-schema';
import type { SignedInMember } from './member-session';
import type { MemberWriteFailure, MemberWriteOutcome } from './member-writes';
import { resultColumns, scoreAnswers } from './scoring';

type ResultRow = typeof assessmentResults.$inferSelect;
type Claims = { claimedMemberId?: number; claimedAnswerId?: number };

/** Ids a request names may only repeat the session's own; any other id is someone else's (403). */
const isOwn = (claimed: number | undefined, own: number | null) => claimed === undefined || claimed === own;

/** The office's address for notices: the site settings' e-mail, as for membership requests. */
export async function officeNoticeAddress(): Promise<string | null> {
  const email = (await getSiteSettings())?.email || null;
  if (!email) logger.error('The site settings hold no office e-mail: the member assessment notice was not sent');

  return email;
}

type RecordResultOptions = {
  submissionId: number;
  member: SignedInMember;
  locale: Locale;
  questions: Awaited<ReturnType<typeof answerableQuestions>>;
  officeEmail: string | null;
};

/**
 * Inside the caller's transaction: scores the submission from its stored answers, saves the result and queues the
 * member's receipt and the office's notice with it, so that a result is never stored without its mails nor mailed
 * without being stored.
 */
export async function recordMemberResult(
  tx: Database,
  options: RecordResultOptions,
): Promise<MemberWriteOutcome<ResultRow>> {
  const { submissionId, member, locale, questions, officeEmail } = options;
  const stored = await tx
    .select({ questionId: assessmentAnswers.questionId, answer: assessmentAnswers.answer })
    .from(assessmentAnswers)
    .where(eq(assessmentAnswers.submissionId, submissionId));
  const scored = stored.flatMap((row) => {
    const question = questions.get(row.questionId);

    return question ? [{ section: question.section, answer: (row.answer === 1 ? 1 : 0) as 0 | 1 }] : [];
  });
  if (scored.length < questions.size) return { ok: false, reason: 'notAllAnswered' };

  const score = scoreAnswers(scored);
  const [result] = await tx
    .insert(assessmentResults)
    .values({ submissionId, ...resultColumns(score) })
    .onConflictDoNothing()
    .returning();
  if (!result) return { ok: false, reason: 'alreadySubmitted' };
  const mailScore = { memberName: member.name, memberEmail: member.email, ...score };
  await enqueueMails(tx, memberResultMails({ score: mailScore, locale, officeEmail }));

  return { ok: true, data: result };
}

/** Whether the member already has a result (a Finish sent twice at once: the second finds the first's). */
async function hasResult(tx: Database, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: assessmentResults.id })
    .from(assessmentResults)
    .innerJoin(assessmentSubmissions, eq(assessmentSubmissions.id, assessmentResults.submissionId))
    .where(eq(assessmentSubmissions.memberId, memberId))
    .limit(1);

  return row !== undefined;
}

/**
 * Finish in one request: stores every answer sent (answers with a proof file were sent one by one before, through
 * POST /insert/member-answer, and are not in `input`), scores the assessment and queues its mails, all in one
 * transaction under the member's lock. One statement writes all the answers, where one request per answer cost
 * about seventy-five round trips. Proof files an answer without one replaces are deleted after the commit.
 */
export async function finishMemberAssessment(options: {
  member: SignedInMember;
  locale: Locale;
  input: MemberAssessmentInput;
  claims: Claims;
}): Promise<MemberWriteOutcome<ResultPayload>> {
  const { member, locale, input, claims } = options;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const [progress, questions, officeEmail] = await Promise.all([
    memberProgress(member.id),
    answerableQuestions(),
    officeNoticeAddress(),
  ]);
  if (!isOwn(claims.claimedMemberId, member.id) || !isOwn(claims.claimedAnswerId, progress.submissionId))
    return refuse('forbidden');
  if (progress.stage !== 'fresh') return refuse('alreadySubmitted');
  // The last answer sent for a question wins; a question twice in one statement would make it fail.
  const answers = [...new Map(input.answers.map((answer) => [answer.question_id, answer])).values()];
  if (answers.some((answer) => !questions.has(answer.question_id))) return refuse('unknownQuestion');

  const { outcome, replacedFiles } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-assessment'), ${member.id})`);
    if (await hasResult(tx, member.id)) return { outcome: refuse('alreadySubmitted'), replacedFiles: [] };
    let submissionId = await openSubmissionId(member.id, tx);
    if (submissionId === null) {
      const [created] = await tx
        .insert(assessmentSubmissions)
        .values({ memberId: member.id })
        .returning({ id: assessmentSubmissions.id });
      submissionId = created?.id ?? null;
    }
    if (submissionId === null) throw new Error('The assessment could not be started');
    const replaced = await saveAnswers(tx, submissionId, answers);
    const recorded = await recordMemberResult(tx, { submissionId, member, locale, questions, officeEmail });

    return { outcome: recorded, replacedFiles: replaced };
  });
  if (replacedFiles.length > 0) await discardStoredFiles(replacedFiles);

  return outcome.ok ? { ok: true, data: resultPayload(outcome.data, member.id) } : outcome;
}

/** Upserts the answers in one statement; returns the proof files they replace. */
async function saveAnswers(
  tx: Database,
  submissionId: number,
  answers: MemberAssessmentInput['answers'],
): Promise<string[]> {
  if (answers.length === 0) return [];
  const ids = answers.map((answer) => answer.question_id);
  const previous = await tx
    .select({ proofFile: assessmentAnswers.proofFile })
    .from(assessmentAnswers)
    .where(
      and(
        eq(assessmentAnswers.submissionId, submissionId),
        inArray(assessmentAnswers.questionId, ids),
        isNotNull(assessmentAnswers.proofFile),
      ),
    );
  await tx
    .insert(assessmentAnswers)
    .values(
      answers.map((answer) => ({
        submissionId,
        questionId: answer.question_id,
        answer: answer.answer,
        proof: answer.proof,
        comment: answer.comment,
        proofFile: null,
      })),
    )
    .onConflictDoUpdate({
      target: [assessmentAnswers.submissionId, assessmentAnswers.questionId],
      set: {
        answer: sql`excluded.answer`,
        proof: sql`excluded.proof`,
        comment: sql`excluded.comment`,
        proofFile: null,
      },
    });

  return previous.flatMap((row) => (row.proofFile ? [row.proofFile] : []));
}

function refuse(reason: MemberWriteFailure): { ok: false; reason: MemberWriteFailure } {
  return { ok: false, reason };
}
