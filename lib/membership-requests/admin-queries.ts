import 'server-only';

import { count, desc, ilike, or } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import { officeRequests } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';

import type { OfficeRequestQuery } from './admin-schema';

/** A received request with the seeds' keys (section 3 Request). */
export type OfficeRequestRow = {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone_number: string;
  business_type: string;
  member_request: boolean;
  codex_request: boolean;
  meeting_request: boolean;
};

export type OfficeRequestPage = { request: OfficeRequestRow[]; total: number; totalPages: number };

type RequestListQuery = Pick<OfficeRequestQuery, 'page' | 'limit'> &
  Partial<Pick<OfficeRequestQuery, 'search' | 'sort' | 'dir'>>;

/**
 * Received requests, newest first, searched in the database (name, e-mail, phone, business type; case-insensitive,
 * Cyrillic included) and paged.
 */
export async function listOfficeRequests({
  page,
  limit,
  search = '',
  sort,
  dir = 'desc',
}: RequestListQuery): Promise<OfficeRequestPage> {
  const pattern = containing(search);
  const where = search
    ? or(
        ilike(officeRequests.name, pattern),
        ilike(officeRequests.email, pattern),
        ilike(officeRequests.phoneNumber, pattern),
        ilike(officeRequests.businessType, pattern),
      )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: officeRequests.id,
        createdAt: officeRequests.createdAt,
        name: officeRequests.name,
        email: officeRequests.email,
        phone_number: officeRequests.phoneNumber,
        business_type: officeRequests.businessType,
        member_request: officeRequests.memberRequest,
        codex_request: officeRequests.codexRequest,
        meeting_request: officeRequests.meetingRequest,
      })
      .from(officeRequests)
      .where(where)
      .orderBy(
        ...gridOrder(
          {
            createdAt: officeRequests.createdAt,
            name: mongolianOrder(officeRequests.name),
            email: officeRequests.email,
          },
          { sort, dir },
          [desc(officeRequests.createdAt), desc(officeRequests.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(officeRequests).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    request: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}
