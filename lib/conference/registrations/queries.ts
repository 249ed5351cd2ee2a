import 'server-only';

import { and, count, desc, eq, ilike } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceRegistrations } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';

import { countryName } from './country-name';
import type { RegistrationSearch, RegistrationSearchCategory } from './schema';

/** A registration with the seeds' keys (section 3), plus the country's Mongolian name for the back-office. */
export type RegistrationRow = {
  id: number;
  company: string;
  first_name: string;
  last_name: string;
  country: string;
  country_name: string;
  email: string;
  phone_number: string;
  created_at: string;
};

export type RegistrationPage = { register: RegistrationRow[]; total: number; totalPages: number };

const SEARCHED_COLUMNS = {
  phone_number: conferenceRegistrations.phoneNumber,
  email: conferenceRegistrations.email,
  first_name: conferenceRegistrations.firstName,
  company: conferenceRegistrations.company,
} satisfies Record<RegistrationSearchCategory, unknown>;

type ListRegistrationsOptions = { eventId: number; page: number; limit: number; search?: RegistrationSearch };

/**
 * One edition's registrations, newest first, a page at a time. The search looks for the term anywhere in the
 * chosen column, case-insensitively (Cyrillic too) and literally (`%` and `_` are text), in the database.
 */
export async function listRegistrations({
  eventId,
  page,
  limit,
  search,
}: ListRegistrationsOptions): Promise<RegistrationPage> {
  const where = and(
    eq(conferenceRegistrations.eventId, eventId),
    search ? ilike(SEARCHED_COLUMNS[search.category], containing(search.term)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: conferenceRegistrations.id,
        company: conferenceRegistrations.company,
        first_name: conferenceRegistrations.firstName,
        last_name: conferenceRegistrations.lastName,
        country: conferenceRegistrations.country,
        email: conferenceRegistrations.email,
        phone_number: conferenceRegistrations.phoneNumber,
        createdAt: conferenceRegistrations.createdAt,
      })
      .from(conferenceRegistrations)
      .where(where)
      .orderBy(desc(conferenceRegistrations.createdAt), desc(conferenceRegistrations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(conferenceRegistrations).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    register: rows.map(({ createdAt, ...row }) => ({
      ...row,
      country_name: countryName(row.country),
      created_at: createdAt.toISOString(),
    })),
    total,
    totalPages: pageCount(total, limit, { minimum: 1 }),
  };
}
