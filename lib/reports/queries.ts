import 'server-only';

import { count, desc } from 'drizzle-orm';

import { db } from '@/db';
import { reports } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import { REPORTS_PAGE_SIZE } from './listing';

/** A report card: the title in the reader's language, public addresses of the cover and the PDF. */
export type ReportCard = { id: number; title: string; image: string; pdf: string; created_at: string };
export type ReportPage = { reports: ReportCard[]; total: number; totalPages: number };

/** One page of reports, newest first (along the created_at index). */
export async function listReports({ locale, page, limit = REPORTS_PAGE_SIZE }: { locale: Locale; page: number; limit?: number }): Promise<ReportPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: reports.id, title: reports.title, titleEn: reports.titleEn, image: reports.image, pdf: reports.pdf, createdAt: reports.createdAt })
      .from(reports)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reports),
  ]);
  const total = totals?.total ?? 0;

  return {
    reports: rows.map((row) => ({
      id: row.id,
      title: pickLocalized(row.title, row.titleEn, locale),
      image: fileUrl(row.image),
      pdf: fileUrl(row.pdf),
      created_at: row.createdAt.toISOString(),
    })),
    total,
    totalPages: pageCount(total, limit),
  };
}
