import { z } from 'zod';

/** Form fields arrive as text; an id is a positive whole number. Messages are keys of member-assessment.json. */
const id = z.coerce.number<string>().int('errors.invalidInput').positive('errors.invalidInput');
const optionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), id.optional());
/** Multipart booleans as browsers and the seeds send them. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? String(fallback) : value),
    z
      .enum(['true', 'false', '1', '0', 'on'], 'errors.invalidInput')
      .transform((value) => value !== 'false' && value !== '0'),
  );

export const emailQuerySchema = z.object({ email: z.string().trim().toLowerCase().max(254).default('') });

/** Who asks for a code or signs in with one: the registered e-mail, or the member's id as the seeds send it. */
export const memberAddressSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  id: optionalId,
});

/** GET /create/code: only a typed e-mail; the seeds' member id never mails a code. */
export const createCodeQuerySchema = memberAddressSchema.pick({ email: true });

/** POST /verify/code: the six digits are checked by the sign-in code rules, which name a wrong format. */
export const verifyCodeBodySchema = memberAddressSchema.extend({
  code: z.string().max(32, 'errors.codeFormat').default(''),
});

/** One answer of the member flow (seeds 7.4, POST /insert/member-answer; proof_file is the file part). */
export const memberAnswerSchema = z.object({
  question_id: id,
  answer: z.enum(['0', '1'], 'errors.invalidInput').transform((value) => (value === '1' ? 1 : 0) as 0 | 1),
  proof: flag(false),
  comment: z.string().trim().max(2000, 'errors.invalidInput').default(''),
  member_id: optionalId,
  answer_id: optionalId,
});

/** POST /insert/result: only ids the server checks; percentages and totals sent along are ignored. */
export const memberResultSchema = z.object({ member_id: optionalId, answer_id: optionalId });

/** POST /insert/attachment text fields (official_document and form are the file parts). */
export const memberAttachmentSchema = z.object({
  publication: flag(true),
  result_id: optionalId,
  answer_id: optionalId,
});

export const memberAnswersQuerySchema = z.object({ answerId: optionalId, memberId: optionalId });

/** One answer of Finish's JSON body: the fields of POST /insert/member-answer, without a file. */
const assessmentAnswerSchema = z.object(
  {
    question_id: z.number('errors.invalidInput').int('errors.invalidInput').positive('errors.invalidInput'),
    answer: z.union([z.literal(0), z.literal(1)], 'errors.invalidInput'),
    proof: z.boolean('errors.invalidInput').default(false),
    comment: z.string('errors.invalidInput').trim().max(2000, 'errors.invalidInput').default(''),
  },
  'errors.invalidInput',
);

/** POST /insert/member-assessment: every answer that carries no proof file, then the assessment is scored. */
export const memberAssessmentSchema = z.object({
  answers: z.array(assessmentAnswerSchema, 'errors.invalidInput').max(1000, 'errors.invalidInput'),
  member_id: optionalId,
  answer_id: optionalId,
});
export type MemberAssessmentInput = z.infer<typeof memberAssessmentSchema>;
