import { z } from 'zod';

import { bilingualTitle, libraryIdSchema, replacementKey, uploadedKey } from '@/lib/library/schema';
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

/** Seeds 9: the admin report list shows 5, 10 or 15 rows (default 5). */
export const ADMIN_REPORT_PAGE_SIZES = [5, 10, 15] as const;

// POST /insert/report (seeds 5: title, image, PDF; the English title is not validated)
export const reportCreateSchema = z.object({
  ...bilingualTitle('admin.library.report.titleRequired'),
  image: uploadedKey('image', 'admin.library.report.imageRequired'),
  pdf: uploadedKey('pdf', 'admin.library.report.pdfRequired'),
});
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

// POST /update/report: a file left empty keeps the stored one
export const reportUpdateSchema = libraryIdSchema.extend({
  ...bilingualTitle('admin.library.report.titleRequired'),
  image: replacementKey('image'),
  pdf: replacementKey('pdf'),
});
export type ReportUpdateInput = z.infer<typeof reportUpdateSchema>;
