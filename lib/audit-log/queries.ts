import 'server-only';

import { and, asc, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';

import { db } from '@/db';
import { auditLog, news, officeRequests } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';
import { rangeInstants } from '@/lib/list-query/date-range';

import type { AuditQuery } from './schema';

export type AuditEntry = {
  id: number;
  accountEmail: string;
  action: string;
  target: string;
  clientAddress: string;
  createdAt: Date;
};

const ENTRY_COLUMNS = {
  id: auditLog.id,
  accountEmail: auditLog.accountEmail,
  action: auditLog.action,
  target: auditLog.target,
  clientAddress: auditLog.clientAddress,
  createdAt: auditLog.createdAt,
};

/** The latest admin writes, newest first, for the dashboard. */
export async function listLatestAuditEntries({ limit = 10 }: { limit?: number } = {}): Promise<AuditEntry[]> {
  return db.select(ENTRY_COLUMNS).from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}

export type AuditPage = { audit: AuditEntry[]; total: number; totalPages: number };
type AuditFilter = Pick<AuditQuery, 'email' | 'action' | 'startDate' | 'endDate'> &
  Partial<Pick<AuditQuery, 'sort' | 'dir'>> & { page: number; limit: number };

/**
 * The audit log screen: entries newest first, filtered in the database by account e-mail (part of it), action
 * (exact) and Ulaanbaatar days (each bound on its own), and paged.
 */
export async function listAuditEntries({
  email,
  action,
  startDate,
  endDate,
  page,
  limit,
  sort,
  dir = 'desc',
}: AuditFilter): Promise<AuditPage> {
  const { from, until } = rangeInstants({ start: startDate, end: endDate });
  const where = and(
    email ? ilike(auditLog.accountEmail, containing(email)) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    until ? lt(auditLog.createdAt, until) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(ENTRY_COLUMNS)
      .from(auditLog)
      .where(where)
      .orderBy(
        ...gridOrder(
          { time: auditLog.createdAt, account: auditLog.accountEmail, action: auditLog.action },
          { sort, dir },
          [desc(auditLog.createdAt), desc(auditLog.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = totals?.total ?? 0;

  return { audit: rows, total, totalPages: pageCount(total, limit, { minimum: 1 }) };
}

/** Every action name recorded so far, for the filter's choices. */
export async function listAuditActions(): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));

  return rows.map((row) => row.action);
}

export type DashboardCounts = { newsCount: number; requestCount: number };

/** The dashboard's two figures (seed: newsCount, requestCount), shown beside the audit entries. */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const [[newsRow], [requestRow]] = await Promise.all([
    db.select({ total: count() }).from(news),
    db.select({ total: count() }).from(officeRequests),
  ]);

  return { newsCount: newsRow?.total ?? 0, requestCount: requestRow?.total ?? 0 };
}
