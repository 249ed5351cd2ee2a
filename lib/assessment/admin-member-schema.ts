import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';

import { memberAnswersQuerySchema } from './member-schema';

/** Seeds 9: member results are listed 10, 20 or 30 a page (default 10). */
export const MEMBER_RESULT_PAGE_SIZES = [10, 20, 30] as const;
export const MEMBER_RESULT_SORTABLE = ['createdAt', 'name', 'percentage'] as const;

/** `?page=&limit=&sort=&dir=` of the member results grid and `GET /api/get/member-assessment-result`. */
export const memberResultQuerySchema = gridQuerySchema({
  pageSizes: MEMBER_RESULT_PAGE_SIZES,
  sortable: MEMBER_RESULT_SORTABLE,
});
export type MemberResultQuery = z.infer<typeof memberResultQuerySchema>;

/** `GET /api/get/member-files?answerId=&memberId=` (seeds 7): one of the two ids names the assessment. */
export const memberFilesQuerySchema = memberAnswersQuerySchema.refine(
  (query) => query.answerId !== undefined || query.memberId !== undefined,
  {
    message: 'answerId or memberId',
  },
);
export type MemberFilesQuery = z.infer<typeof memberFilesQuerySchema>;
