import 'server-only';

import { and, count, desc, gte, lt } from 'drizzle-orm';

import { db } from '@/db';
import { notices } from '@/db/schema';
import { type DateRange, rangeInstants } from '@/lib/list-query/date-range';
import { pageCount } from '@/lib/list-query/paging';

import { NOTICE_COLUMNS, type RecentNotice, toRecentNotice } from './queries';

/** An announced auction (notice), with the seeds' keys; the tonnage offered is quantity × lot_size. */
export type ScheduledAuction = RecentNotice & { url: string };

export type NoticePage = { notice: ScheduledAuction[]; total: number; totalPages: number };

type ListNoticesOptions = Partial<DateRange> & { page: number; limit: number };

/** Announced auctions, latest sell date first, optionally between two Ulaanbaatar days (both included). */
export async function listNotices({ start, end, page, limit }: ListNoticesOptions): Promise<NoticePage> {
  const { from, until } = rangeInstants({ start, end });
  const where = and(
    from ? gte(notices.sellDatetime, from) : undefined,
    until ? lt(notices.sellDatetime, until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...NOTICE_COLUMNS, url: notices.url })
      .from(notices)
      .where(where)
      .orderBy(desc(notices.sellDatetime), desc(notices.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    notice: rows.map((row) => ({ ...toRecentNotice(row), url: row.url })),
    total,
    totalPages: pageCount(total, limit),
  };
}
