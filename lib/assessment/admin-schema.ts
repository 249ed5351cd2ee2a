import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';

const M = 'admin.assessment';

/**
 * Seeds 5: an index is digits separated by dots ('7.4', '7.4.1'). The codex has two levels under a section, a
 * requirement `n.m` and its sub-questions `n.m.k`, so deeper indexes (which no page would show) and leading
 * zeros (`1.02` would duplicate `1.2`) get the same format message.
 */
export const CID_PATTERN = /^[1-9]\d*\.[1-9]\d*(\.[1-9]\d*)?$/;

/** The index field alone: required first, then the format (seeds 5, in this order). */
export const cidSchema = z
  .string()
  .trim()
  .min(1, { message: `${M}.questions.cidRequired`, abort: true })
  .regex(CID_PATTERN, `${M}.questions.cidFormat`);

/** Seeds 5 assessment question: index then question text (Mongolian); the English text may follow later. */
export const questionSchema = z.object({
  cid: cidSchema,
  question: z.string().trim().min(1, `${M}.questions.questionRequired`).max(2000, `${M}.questions.questionTooLong`),
  questionEn: z.string().trim().max(2000, `${M}.questions.questionTooLong`).default(''),
});
export type QuestionInput = z.input<typeof questionSchema>;

/** The browser sends the id only: the stored index is read from the database, never taken from the request. */
export const questionUpdateSchema = questionSchema.extend({ id: z.coerce.number().int().positive() });

export const questionIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/check/index?cid=` (seeds 7). */
export const indexCheckQuerySchema = z.object({ cid: cidSchema });

/** Seeds 9: respondents are listed 10, 20 or 30 a page (default 10). */
export const RESPONDENT_PAGE_SIZES = [10, 20, 30] as const;
export const RESPONDENT_SORTABLE = ['createdAt', 'name', 'email'] as const;

/** `?page=&limit=&search=&sort=&dir=&format=` of the respondents grid and `GET /api/get/assessment-respondents`. */
export const respondentQuerySchema = gridQuerySchema({
  pageSizes: RESPONDENT_PAGE_SIZES,
  sortable: RESPONDENT_SORTABLE,
}).extend({
  search: z.string().trim().max(200).catch('').default(''),
});
export type RespondentQuery = z.infer<typeof respondentQuerySchema>;

/** `GET /api/get/assessment-answer?id=` (seeds 7). */
export const respondentAnswerQuerySchema = z.object({ id: z.coerce.number().int().positive() });
