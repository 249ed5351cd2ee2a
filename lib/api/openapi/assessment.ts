import { anonymousSubmissionSchema, assessmentQuerySchema } from '@/lib/assessment/anonymous-schema';

import type { ApiRoute } from './types';

/** The public reads and the anonymous submission of the self-assessment (seeds association-site 7.3). */
export const ASSESSMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/get/assessment',
    summary: 'The codex: sections with their requirements and sub-questions',
    tag: 'assessment',
    query: assessmentQuerySchema,
    responseKeys: ['result'],
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/insert/answer',
    summary:
      'Store an anonymous self-assessment and answer its result, computed on the server (messages in the language of ?lang=)',
    tag: 'assessment',
    body: anonymousSubmissionSchema,
    responseKeys: ['result'],
    errors: [400, 429],
  },
];
