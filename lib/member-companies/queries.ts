import 'server-only';

import { and, asc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { mongolianOrder } from '@/db/mongolian-order';
import { memberCompanies } from '@/db/schema';
import { gridOrder } from '@/lib/list-query/grid-order';
import { containing } from '@/lib/list-query/like-pattern';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import type { MemberCompanyQuery } from './schema';

/**
 * A member company as the admin grid shows it; `logo_key` is the stored key a save may keep. `email`, the sign-in
 * address, is null for staff who may not read members' contacts (lib/admin/personal-data.ts).
 */
export type AdminMemberCompany = {
  id: number;
  name: string;
  email: string | null;
  logo: string;
  logo_key: string;
  active: boolean;
};

type MemberCompanyListOptions = Pick<MemberCompanyQuery, 'search' | 'page' | 'limit'> &
  Partial<Pick<MemberCompanyQuery, 'sort' | 'dir'>> & {
    /** Whether the rows carry the sign-in e-mail; without it they cannot be sorted by it either. */
    withContact?: boolean;
  };

/** One page of member companies whose name contains the search (any case), in the order they were added. */
export async function listMemberCompanies({
  search,
  page,
  limit,
  sort,
  dir = 'asc',
  withContact = false,
}: MemberCompanyListOptions) {
  const where: SQL | undefined = search ? ilike(memberCompanies.name, containing(search)) : undefined;
  const columns = {
    name: mongolianOrder(memberCompanies.name),
    email: memberCompanies.email,
    active: memberCompanies.active,
  };
  // The order of the rows would tell the addresses apart as well as the addresses themselves.
  const order = gridOrder(columns, { sort: sort === 'email' && !withContact ? undefined : sort, dir }, [
    asc(memberCompanies.id),
  ]);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: memberCompanies.id,
        name: memberCompanies.name,
        email: withContact ? memberCompanies.email : sql<null>`null`,
        logo_key: memberCompanies.logo,
        active: memberCompanies.active,
      })
      .from(memberCompanies)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(memberCompanies, where),
  ]);
  const members: AdminMemberCompany[] = rows.map((row) => ({ ...row, logo: fileUrl(row.logo_key) }));

  return { members, total, totalPages: pageCount(total, limit, { minimum: 1 }) };
}

/** Whether another company (not `exceptId`) already uses the e-mail; the comparison ignores case, like the index. */
export async function isMemberEmailTaken(email: string, exceptId?: number): Promise<boolean> {
  const sameEmail = eq(sql`lower(${memberCompanies.email})`, email.toLowerCase());
  const [row] = await db
    .select({ id: memberCompanies.id })
    .from(memberCompanies)
    .where(exceptId ? and(sameEmail, ne(memberCompanies.id, exceptId)) : sameEmail)
    .limit(1);

  return row !== undefined;
}
