import { z } from 'zod';

import { LOCALES } from '@/lib/i18n/routing';
import { NEWS_PAGE_LIMIT_MAX } from '@/lib/news/limits';

import { REPORTS_PAGE_SIZE } from './listing';

// GET /api/get/report
export const reportQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: 'validation.lang' }).default('mn'),
  page: z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(100_000, 'validation.positiveInteger')
    .default(1),
  limit: z.coerce
    .number({ message: 'validation.limit' })
    .int('validation.limit')
    .min(1, 'validation.limit')
    .max(NEWS_PAGE_LIMIT_MAX, 'validation.limit')
    .default(REPORTS_PAGE_SIZE),
});
export type ReportQueryInput = z.infer<typeof reportQuerySchema>;
