import 'server-only';

import { db } from '@/db';
import { assessmentAnswers, assessmentResults, assessmentSubmissions } from '@/db/schema';
import { consumeClientRateLimit } from '@/lib/rate-limit';
import { fieldMessages } from '@/lib/validation/field-messages';

import { type AnonymousResult, type AnonymousSubmission, anonymousSubmissionSchema } from './anonymous-schema';
import { answerableQuestions } from './codex';
import { resultColumns, scoreAnswers } from './scoring';

/**
 * One person may retake the assessment a few times in a sitting; a script posting results by the hundred may
 * not. Ten per client address an hour allows the first and stops the second.
 */
export const ANONYMOUS_SUBMISSION_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

export type SubmitAnonymousAssessmentOutcome =
  | { ok: true; result: AnonymousResult }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number };

/**
 * Why the answers cannot be stored, as an i18n key, or null when they answer every question of the codex
 * exactly once. The browser's list is never trusted to be complete or to name real questions.
 */
function answersProblem(
  answers: AnonymousSubmission['answers'],
  answerable: ReadonlyMap<number, unknown>,
): string | null {
  const seen = new Set<number>();
  for (const { question_id: id } of answers) {
    if (!answerable.has(id)) return 'assessment.errors.unknownQuestion';
    if (seen.has(id)) return 'assessment.errors.duplicateAnswer';
    seen.add(id);
  }

  return seen.size === answerable.size ? null : 'assessment.errors.unanswered';
}

/**
 * Stores an anonymous self-assessment (seeds 7.3) with its result, computed here from the stored answers with
 * the codex's sections. Only valid submissions count against the client's limit, so a person whose form was
 * refused is never locked out by it. Messages in `errors` are i18n keys.
 */
export async function submitAnonymousAssessment({
  input,
  clientAddress,
}: {
  input: unknown;
  clientAddress: string;
}): Promise<SubmitAnonymousAssessmentOutcome> {
  const parsed = anonymousSubmissionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldMessages(parsed.error, { by: 'field' }) };
  const submission = parsed.data;

  const answerable = await answerableQuestions();
  const problem = answersProblem(submission.answers, answerable);
  if (problem) return { ok: false, reason: 'invalid', errors: { answers: problem } };

  const limit = await consumeClientRateLimit({
    scope: 'anonymous-assessment',
    clientAddress,
    ...ANONYMOUS_SUBMISSION_LIMIT,
  });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const result = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(assessmentSubmissions)
      .values({ name: submission.name, email: submission.email, phoneNumber: submission.phone_number })
      .returning({ id: assessmentSubmissions.id });
    if (!created) throw new Error('Inserting an assessment submission returned no row');

    const stored = await tx
      .insert(assessmentAnswers)
      .values(
        submission.answers.map((answer) => ({
          submissionId: created.id,
          questionId: answer.question_id,
          answer: answer.answer,
          proof: answer.proof,
        })),
      )
      .returning({ questionId: assessmentAnswers.questionId, answer: assessmentAnswers.answer });
    const values = resultColumns(
      scoreAnswers(
        stored.map((row) => ({
          section: answerable.get(row.questionId)?.section ?? 0,
          answer: row.answer === 1 ? 1 : 0,
        })),
      ),
    );
    // An anonymous result has no attachment stage: it is complete when stored.
    await tx.insert(assessmentResults).values({ submissionId: created.id, ...values, isComplete: true });

    return values;
  });

  return {
    ok: true,
    result: {
      main_percentage: result.mainPercentage,
      total_true: result.totalTrue,
      total_false: result.totalFalse,
      first_section_per: result.firstSectionPer,
      second_section_per: result.secondSectionPer,
      third_section_per: result.thirdSectionPer,
      fourth_section_per: result.fourthSectionPer,
      fifth_section_per: result.fifthSectionPer,
    },
  };
}
