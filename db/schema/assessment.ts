import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import { memberCompanies } from './organisation';

/** The five sections of the responsible-mining codex; each is one page of the assessment. */
export const assessmentSections = pgTable(
  'assessment_sections',
  {
    id: serial('id').primaryKey(),
    mainIndex: smallint('main_index').notNull().unique(),
    mainTitle: text('main_title').notNull(),
    mainTitleEn: text('main_title_en').notNull().default(''),
  },
  (t) => [check('assessment_sections_index_range', sql`${t.mainIndex} between 1 and 5`)],
);

/**
 * Codex requirements (cid `7.4`, pid null) and their sub-questions (cid `7.4.1`, pid `7.4`).
 * The first segment of cid is the section's main_index.
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    id: serial('id').primaryKey(),
    cid: text('cid').notNull().unique(),
    pid: text('pid').references((): AnyPgColumn => assessmentQuestions.cid, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    question: text('question').notNull(),
    questionEn: text('question_en').notNull().default(''),
  },
  (t) => [
    check('assessment_questions_cid_format', sql`${t.cid} ~ '^[0-9]+(\\.[0-9]+)+$'`),
    index('assessment_questions_pid_idx').on(t.pid),
  ],
);

/**
 * One taking of the assessment (the seeds' answer_id): by a member company (member_id) or anonymously
 * (name, e-mail and phone of the organisation).
 */
export const assessmentSubmissions = pgTable(
  'assessment_submissions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => memberCompanies.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'assessment_submissions_identified',
      sql`${t.memberId} is not null or (${t.name} is not null and ${t.email} is not null)`,
    ),
    index('assessment_submissions_member_idx').on(t.memberId),
    index('assessment_submissions_created_idx').on(t.createdAt),
  ],
);

export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => assessmentSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: 'cascade' }),
    /** 1 yes, 0 no. */
    answer: smallint('answer').notNull(),
    proof: boolean('proof').notNull().default(false),
    proofFile: text('proof_file'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    unique('assessment_answers_one_per_question').on(t.submissionId, t.questionId),
    check('assessment_answers_yes_no', sql`${t.answer} in (0, 1)`),
  ],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .unique()
      .references(() => assessmentSubmissions.id, { onDelete: 'cascade' }),
    mainPercentage: smallint('main_percentage').notNull(),
    firstSectionPer: smallint('first_section_per').notNull(),
    secondSectionPer: smallint('second_section_per').notNull(),
    thirdSectionPer: smallint('third_section_per').notNull(),
    fourthSectionPer: smallint('fourth_section_per').notNull(),
    fifthSectionPer: smallint('fifth_section_per').notNull(),
    totalTrue: integer('total_true').notNull(),
    totalFalse: integer('total_false').notNull(),
    /** True once the member has uploaded its attachments. */
    isComplete: boolean('is_complete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'assessment_results_percentages',
      sql`${t.mainPercentage} between 0 and 100 and ${t.firstSectionPer} between 0 and 100 and ${t.secondSectionPer} between 0 and 100 and ${t.thirdSectionPer} between 0 and 100 and ${t.fourthSectionPer} between 0 and 100 and ${t.fifthSectionPer} between 0 and 100`,
    ),
  ],
);

export const assessmentAttachments = pgTable('assessment_attachments', {
  id: serial('id').primaryKey(),
  resultId: integer('result_id')
    .notNull()
    .unique()
    .references(() => assessmentResults.id, { onDelete: 'cascade' }),
  officialDocument: text('official_document').notNull(),
  form: text('form').notNull(),
  /** Consent to publish the result; defaults to yes as on the form. */
  publication: boolean('publication').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
