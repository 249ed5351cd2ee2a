import 'server-only';

import { and, eq, inArray, sql } from 'drizzle-orm';

import { db, type Database } from '@/db';
import { directoryCompanies, directoryConsultants } from '@/db/schema';
import { env } from '@/lib/env';
import { apiTranslator } from '@/lib/http/respond';
import { enqueueMails } from '@/lib/mail/outbox';

import { NEIGHBOURHOOD_PENDING_LIMIT } from './limits';
import type { DirectoryEntryKind } from './mails';
import { reviewQueueFullNotice } from './queue-notice';

type PendingRequest = { kind: DirectoryEntryKind; id: number; neighbourhood: string; createdAt: Date };

const isPending = (table: typeof directoryCompanies | typeof directoryConsultants) => eq(table.review, 'pending');

/**
 * Whether the public requests of one client neighbourhood (companies and consultants together) waiting for review
 * have reached `limit`. Checked before a request is stored; two arriving together may both pass, so a
 * neighbourhood can exceed it by the requests in flight at that moment, never by a flood.
 */
export async function isNeighbourhoodQueueFull(
  neighbourhood: string,
  limit = NEIGHBOURHOOD_PENDING_LIMIT,
): Promise<boolean> {
  const [companies, consultants] = await Promise.all([
    db.$count(
      directoryCompanies,
      and(isPending(directoryCompanies), eq(directoryCompanies.clientNeighbourhood, neighbourhood)),
    ),
    db.$count(
      directoryConsultants,
      and(isPending(directoryConsultants), eq(directoryConsultants.clientNeighbourhood, neighbourhood)),
    ),
  ]);

  return companies + consultants >= limit;
}

const pendingCount = async (executor: Database) =>
  (await executor.$count(directoryCompanies, isPending(directoryCompanies))) +
  (await executor.$count(directoryConsultants, isPending(directoryConsultants)));

/**
 * Every request waiting for review, oldest first. A request without a neighbourhood (sent before they were kept)
 * counts as a neighbourhood of its own: it is as likely a real registrant's as each single request.
 */
async function listPending(tx: Database): Promise<PendingRequest[]> {
  const columns = (table: typeof directoryCompanies | typeof directoryConsultants) => ({
    id: table.id,
    neighbourhood: table.clientNeighbourhood,
    createdAt: table.createdAt,
  });
  const companies = await tx
    .select(columns(directoryCompanies))
    .from(directoryCompanies)
    .where(isPending(directoryCompanies));
  const consultants = await tx
    .select(columns(directoryConsultants))
    .from(directoryConsultants)
    .where(isPending(directoryConsultants));
  const tagged = [
    ...companies.map((row) => ({ ...row, kind: 'company' as const })),
    ...consultants.map((row) => ({ ...row, kind: 'consultant' as const })),
  ];

  return tagged
    .map((row) => ({ ...row, neighbourhood: row.neighbourhood ?? `${row.kind}:${row.id}` }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/**
 * The `count` requests to turn down: each time the oldest of the neighbourhood with the most waiting (of two as
 * busy, the one waiting longer). A stranger who fills the queue from a few networks thus pushes out its own
 * requests; a real registrant's is reached only once every network holds as few as the registrant's own.
 */
function busiestNeighbourhoodsOldest(pending: readonly PendingRequest[], count: number): PendingRequest[] {
  const queues = new Map<string, PendingRequest[]>();
  for (const request of pending) {
    const queue = queues.get(request.neighbourhood);
    if (queue) queue.push(request);
    else queues.set(request.neighbourhood, [request]);
  }
  const picked: PendingRequest[] = [];
  while (picked.length < count) {
    let busiest: PendingRequest[] | undefined;
    for (const queue of queues.values()) {
      const [first] = queue;
      const [busiestFirst] = busiest ?? [];
      if (!first) continue;
      const isBusier =
        !busiest ||
        queue.length > busiest.length ||
        (queue.length === busiest.length && busiestFirst !== undefined && first.createdAt < busiestFirst.createdAt);
      if (isBusier) busiest = queue;
    }
    const oldest = busiest?.shift();
    if (!oldest) break;
    picked.push(oldest);
  }

  return picked;
}

async function turnDown(tx: Database, requests: readonly PendingRequest[], rejectReason: string): Promise<number> {
  // No mail to the registrants: the busiest network's requests are most likely a flood, whose addresses are
  // strangers'. A request decided by staff meanwhile is no longer pending and stays as staff left it.
  const decision = { review: 'rejected' as const, approval: false, rejectReason, clientNeighbourhood: null };
  const ids = (kind: DirectoryEntryKind) =>
    requests.filter((request) => request.kind === kind).map((request) => request.id);
  const companies = await tx
    .update(directoryCompanies)
    .set(decision)
    .where(and(inArray(directoryCompanies.id, ids('company')), isPending(directoryCompanies)))
    .returning({ id: directoryCompanies.id });
  const consultants = await tx
    .update(directoryConsultants)
    .set(decision)
    .where(and(inArray(directoryConsultants.id, ids('consultant')), isPending(directoryConsultants)))
    .returning({ id: directoryConsultants.id });

  return companies.length + consultants.length;
}

/**
 * Keeps the public requests waiting for review within `limit` (DIRECTORY_PENDING_LIMIT) without ever refusing a
 * new one: past it, the oldest requests of the busiest neighbourhoods are turned down (with the reason staff
 * read) and the office is told once a burst. Run after each public request is stored; trims run one at a time.
 * Answers how many were turned down.
 */
export async function trimReviewQueue(limit = env.DIRECTORY_PENDING_LIMIT): Promise<number> {
  if ((await pendingCount(db)) <= limit) return 0;
  const [notice, t] = await Promise.all([reviewQueueFullNotice(limit), apiTranslator('mn')]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('directory-review-queue'))`);
    const pending = await listPending(tx);
    const excess = pending.length - limit;
    if (excess <= 0) return 0;
    const turnedDown = await turnDown(
      tx,
      busiestNeighbourhoodsOldest(pending, excess),
      t('directory-register.queue.rejectReason'),
    );
    if (turnedDown > 0 && notice) await enqueueMails(tx, [notice]);

    return turnedDown;
  });
}
