import 'server-only';

import { asc, count } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import { adminAccounts } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { pageCount } from '@/lib/list-query/paging';

import type { AccountQuery } from './schema';

/** An account row with the seeds' keys (section 3, admin account list). */
export type AccountRow = {
  id: number;
  last_name: string;
  first_name: string;
  email: string;
  phone_number: string;
  position: string;
  department: string;
  account_role: number;
};

type AccountListQuery = Pick<AccountQuery, 'page' | 'limit'> & Partial<Pick<AccountQuery, 'sort' | 'dir'>>;

export type AccountPage = { account: AccountRow[]; total: number; totalPages: number };

/** One page of staff accounts, oldest first, with the total for the seeds' counters. */
export async function listAccounts({ page, limit, sort, dir = 'asc' }: AccountListQuery): Promise<AccountPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: adminAccounts.id,
        last_name: adminAccounts.lastName,
        first_name: adminAccounts.firstName,
        email: adminAccounts.email,
        phone_number: adminAccounts.phoneNumber,
        position: adminAccounts.position,
        department: adminAccounts.department,
        account_role: adminAccounts.accountRole,
      })
      .from(adminAccounts)
      .orderBy(
        ...gridOrder(
          {
            account_role: adminAccounts.accountRole,
            last_name: mongolianOrder(adminAccounts.lastName),
            first_name: mongolianOrder(adminAccounts.firstName),
            email: adminAccounts.email,
          },
          { sort, dir },
          [asc(adminAccounts.id)],
        ),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(adminAccounts),
  ]);
  const total = totals?.total ?? 0;

  return { account: rows, total, totalPages: pageCount(total, limit, { minimum: 1 }) };
}
