import 'server-only';

import { count, desc } from 'drizzle-orm';

import { db } from '@/db';
import { auditLog, news, officeRequests } from '@/db/schema';

export type AuditEntry = {
  id: number;
  accountEmail: string;
  action: string;
  target: string;
  clientAddress: string;
  createdAt: Date;
};

/** The latest admin writes, newest first, for the dashboard. */
export async function listLatestAuditEntries({ limit = 10 }: { limit?: number } = {}): Promise<AuditEntry[]> {
  return db
    .select({
      id: auditLog.id,
      accountEmail: auditLog.accountEmail,
      action: auditLog.action,
      target: auditLog.target,
      clientAddress: auditLog.clientAddress,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
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
