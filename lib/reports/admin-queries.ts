import 'server-only';

import { desc } from 'drizzle-orm';

import { db } from '@/db';
import { reports } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

export type AdminReport = { id: number; title: string; title_en: string; image: string; pdf: string; created_at: string };

/** One page of reports for the admin list (seeds 9: 5, 10 or 15 rows), newest first, both titles. */
export async function listAdminReports({ page, limit }: { page: number; limit: number }): Promise<{ reports: AdminReport[]; total: number; totalPages: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ id: reports.id, title: reports.title, title_en: reports.titleEn, image: reports.image, pdf: reports.pdf, createdAt: reports.createdAt })
      .from(reports)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(reports),
  ]);

  return {
    reports: rows.map(({ createdAt, ...row }) => ({ ...row, image: fileUrl(row.image), pdf: fileUrl(row.pdf), created_at: createdAt.toISOString() })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}
