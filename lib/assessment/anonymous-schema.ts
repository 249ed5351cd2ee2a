import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';
import { phoneNumber } from '@/lib/validation/contact-rules';

// The site's Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * The seeds' address pattern (5): letters, digits and `._%+-` before the @, a domain, a dot and a top-level part
 * of at least two letters. Stricter than z.email()'s own pattern on purpose: the form says exactly what the seeds say.
 */
export const ASSESSMENT_EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** More answers than the codex could ever hold is a broken or hostile client, refused before any lookup. */
const MAX_ANSWERS = 500;

const required = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, 'assessment.errors.tooLong');

/**
 * Step 0 of the anonymous flow: who is assessing (the seeds' organisation name, e-mail and phone). The e-mail and
 * the phone follow the contact rules every public form shares; the name is an organisation's, not a person's.
 */
export const anonymousInfoSchema = z.object({
  name: required('assessment.errors.name', 200),
  // Piped: an empty address gets only the 'enter your e-mail' message, not also the pattern's.
  email: required('assessment.errors.email', 254).pipe(
    z.email({ pattern: ASSESSMENT_EMAIL_PATTERN, error: 'assessment.errors.emailInvalid' }),
  ),
  phone_number: required('assessment.errors.phone', 50).pipe(phoneNumber('assessment.errors.phoneInvalid')),
});

export type AnonymousInfoInput = z.input<typeof anonymousInfoSchema>;
export type AnonymousInfo = z.output<typeof anonymousInfoSchema>;

const answerSchema = z.object({
  question_id: z
    .number('assessment.errors.unknownQuestion')
    .int('assessment.errors.unknownQuestion')
    .positive('assessment.errors.unknownQuestion'),
  answer: z.union([z.literal(0), z.literal(1)], 'assessment.errors.unanswered'),
  // The seeds send proof only when ticked: left out means no proof.
  proof: z.boolean('assessment.errors.invalidProof').default(false),
});

/**
 * The anonymous submission (seeds 3, 7.3), shared by the browser, which checks it before sending, and the
 * server, which checks it again. Messages are i18n keys of the `assessment` messages; zod reports the fields in
 * declaration order, the seeds' order.
 */
export const anonymousSubmissionSchema = anonymousInfoSchema.extend({
  answers: z
    .array(answerSchema, 'assessment.errors.unanswered')
    .min(1, 'assessment.errors.unanswered')
    .max(MAX_ANSWERS, 'assessment.errors.tooManyAnswers'),
});

export type AnonymousSubmissionInput = z.input<typeof anonymousSubmissionSchema>;
export type AnonymousSubmission = z.output<typeof anonymousSubmissionSchema>;

/** The seeds' result of `POST /insert/answer`, as stored; the browser checks the answer it gets with it. */
export const anonymousResultSchema = z.object({
  main_percentage: z.number(),
  total_true: z.number(),
  total_false: z.number(),
  first_section_per: z.number(),
  second_section_per: z.number(),
  third_section_per: z.number(),
  fourth_section_per: z.number(),
  fifth_section_per: z.number(),
});

export type AnonymousResult = z.infer<typeof anonymousResultSchema>;

export const EMPTY_ANONYMOUS_INFO: AnonymousInfoInput = { name: '', email: '', phone_number: '' };

/** `GET /api/get/assessment?lang=`: the codex in Mongolian (default) or English. */
export const assessmentQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: 'validation.lang' }).default('mn'),
});
