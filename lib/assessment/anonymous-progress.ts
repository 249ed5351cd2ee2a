import { z } from 'zod';

import type { AnonymousSubmissionInput } from './anonymous-schema';
import type { CodexGroup } from './codex';

/**
 * One row's choice: yes (1), no (0) or not yet chosen (null, when only the evidence box was ticked so far), and
 * whether the organisation holds evidence for it.
 */
export type RowAnswer = { answer: 0 | 1 | null; proof: boolean };

/**
 * Where a person is in the anonymous flow (seeds 4): page 0 the info form, pages 1..N the sections. Kept in the
 * tab's sessionStorage so a reload mid-way resumes there; answers are keyed by question id.
 */
export type AnonymousProgress = {
  page: number;
  info: { name: string; email: string; phone_number: string };
  answers: Record<string, RowAnswer>;
};

export const EMPTY_PROGRESS: AnonymousProgress = {
  page: 0,
  info: { name: '', email: '', phone_number: '' },
  answers: {},
};

const storedProgressSchema = z.object({
  page: z.number().int().min(0),
  info: z.object({ name: z.string(), email: z.string(), phone_number: z.string() }),
  answers: z.record(
    z.string(),
    z.object({ answer: z.union([z.literal(0), z.literal(1), z.null()]), proof: z.boolean() }),
  ),
});

/** The stored progress, or a fresh start when nothing (or something unreadable, e.g. an older shape) is stored. */
export function parseProgress(stored: string | null, pageCount: number): AnonymousProgress {
  if (!stored) return EMPTY_PROGRESS;
  try {
    const parsed = storedProgressSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return EMPTY_PROGRESS;

    return { ...parsed.data, page: Math.min(parsed.data.page, pageCount) };
  } catch {
    return EMPTY_PROGRESS;
  }
}

/** The sub-questions of a section, in page order. */
export function questionIdsOf(group: CodexGroup): number[] {
  return group.questions.flatMap((requirement) => requirement.children.map((child) => child.id));
}

/** The rows of a section still without a yes or no (seeds 4: Next is refused while any is left). */
export function unansweredIds(group: CodexGroup, answers: AnonymousProgress['answers']): number[] {
  return questionIdsOf(group).filter((id) => (answers[id]?.answer ?? null) === null);
}

/**
 * The seeds' payload of `POST /insert/answer`. Only questions of the codex on the page are sent: answers kept in
 * the tab from an older codex would otherwise be refused as unknown.
 */
export function submissionPayload(
  progress: AnonymousProgress,
  groups: readonly CodexGroup[],
): AnonymousSubmissionInput {
  const answers = groups.flatMap(questionIdsOf).flatMap((id) => {
    const row = progress.answers[id];

    return row && row.answer !== null ? [{ question_id: id, answer: row.answer, proof: row.proof }] : [];
  });

  return { ...progress.info, answers };
}

/** Seeds 4 and 9: the 'answer every question' message stays 5 seconds. */
export const UNANSWERED_MESSAGE_MS = 5_000;
