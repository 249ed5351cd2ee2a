import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies, directoryConsultants } from '@/db/schema';
import { env } from '@/lib/env';

/**
 * Whether the public requests waiting for review (companies and consultants together) have reached `limit`.
 * Checked before a request is stored; two arriving together may both pass, so the queue can exceed the limit by
 * the requests in flight at that moment, never by a flood.
 */
export async function isReviewQueueFull(limit = env.DIRECTORY_PENDING_LIMIT): Promise<boolean> {
  const [companies, consultants] = await Promise.all([
    db.$count(directoryCompanies, eq(directoryCompanies.review, 'pending')),
    db.$count(directoryConsultants, eq(directoryConsultants.review, 'pending')),
  ]);

  return companies + consultants >= limit;
}
