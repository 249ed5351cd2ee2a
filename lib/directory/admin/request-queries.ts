import 'server-only';

import { count, desc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies, directoryConsultants } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';

import type { RequestQuery } from './schema';

/** A waiting registration as the request list shows it (seeds 7.5 `request`). */
export type RequestRow = {
  id: number;
  name_mn: string;
  name_en: string;
  registrant_name: string;
  registrant_email: string;
  created_at: string;
};

export type RequestPage = { request: RequestRow[]; totalPages: number; total: number };

/** The pending requests of one type (1 companies, 2 consultant engineers), newest first, a page at a time. */
export async function listRequests({ type, page, limit }: RequestQuery): Promise<RequestPage> {
  const table = type === '1' ? directoryCompanies : directoryConsultants;
  const pending = eq(table.review, 'pending');
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: table.id,
        name_mn: table.nameMn,
        name_en: table.nameEn,
        registrant_name: table.registrantName,
        registrant_email: table.registrantEmail,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(pending)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(table).where(pending),
  ]);
  const total = totals?.total ?? 0;

  return {
    request: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    totalPages: pageCount(total, limit, { minimum: 1 }),
    total,
  };
}
