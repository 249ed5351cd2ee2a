import { memberFilesQuerySchema, memberResultQuerySchema } from '@/lib/assessment/admin-member-schema';
import {
  indexCheckQuerySchema,
  respondentAnswerQuerySchema,
  respondentQuerySchema,
} from '@/lib/assessment/admin-schema';

import type { ApiRoute } from '../types';

const GUARDED = { tag: 'admin', errors: [401, 403], isAdmin: true } as const;

/** Guarded admin reads of the assessment screens (seeds admin-back-office 7). */
export const ADMIN_ASSESSMENT_ROUTES: readonly ApiRoute[] = [
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/assessment-questions',
    summary:
      'The codex as staff edit it: sections, requirements and sub-questions in both languages, with answer counts',
    responseKeys: ['result'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/check/index',
    summary: 'The questions that already have an index (empty result: the index is free)',
    query: indexCheckQuerySchema,
    responseKeys: ['result', 'exists'],
    errors: [400, 401, 403],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/assessment-respondents',
    summary: 'Those who answered on their own initiative, newest first, searchable, with their percentage (format=csv)',
    query: respondentQuerySchema,
    responseKeys: ['respondents', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/assessment-answer',
    summary: "One respondent's answers by section with totals computed from the stored answers",
    query: respondentAnswerQuerySchema,
    responseKeys: ['respondent', 'answer', 'totalPercentage', 'totalCount', 'totalYes', 'totalNo'],
    errors: [400, 401, 403, 404],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/member-assessment-result',
    summary:
      "The member companies' finished assessments, newest first, with publication consent and overall percentage",
    query: memberResultQuerySchema,
    responseKeys: ['respondents', 'totalPages', 'total'],
  },
  {
    ...GUARDED,
    method: 'get',
    path: '/api/get/member-files',
    summary:
      "One member assessment's proof files, result and attachments (by answerId or the member's latest by memberId), as guarded download URLs",
    query: memberFilesQuerySchema,
    responseKeys: ['file'],
    errors: [400, 401, 403, 404],
  },
];
