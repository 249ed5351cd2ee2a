import 'server-only';

import { and, count, desc, eq, ilike } from 'drizzle-orm';

import { db } from '@/db';
import { directoryConsultants } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';
import { type PersonInfoJson, personInfoJson } from '@/lib/directory/api/consultant-json';
import { type RegistrantJson, registrantJson } from '@/lib/directory/api/registrant-json';

/** A consultant engineer as the back-office list shows it. */
export type ConsultantRow = {
  id: number;
  name_mn: string;
  name_en: string;
  profession_mn: string;
  phone: string;
  approval: boolean;
  review: 'pending' | 'approved' | 'rejected';
  created_at: string;
};

export type ConsultantPage = { request: ConsultantRow[]; totalPages: number; total: number };

export type ConsultantFilter = { page: number; limit: number; approval?: boolean; search?: string };

/** Consultant engineers of every review state, newest first, by publication and by a name in either language. */
export async function listConsultants({ page, limit, approval, search }: ConsultantFilter): Promise<ConsultantPage> {
  const where = and(
    approval === undefined ? undefined : eq(directoryConsultants.approval, approval),
    search ? ilike(directoryConsultants.searchText, containing(search)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: directoryConsultants.id,
        name_mn: directoryConsultants.nameMn,
        name_en: directoryConsultants.nameEn,
        profession_mn: directoryConsultants.professionMn,
        phone: directoryConsultants.phone,
        approval: directoryConsultants.approval,
        review: directoryConsultants.review,
        createdAt: directoryConsultants.createdAt,
      })
      .from(directoryConsultants)
      .where(where)
      .orderBy(desc(directoryConsultants.createdAt), desc(directoryConsultants.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(directoryConsultants).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    request: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    totalPages: pageCount(total, limit, { minimum: 1 }),
    total,
  };
}

/** Seeds 7.5 `get/person` -> person: { person, about, registrant }. */
export type PersonDetail = {
  person: {
    id: number;
    phone_number: string;
    approval: boolean;
    review: 'pending' | 'approved' | 'rejected';
    reject_reason: string;
    created_at: string;
  };
  about: PersonInfoJson[];
  registrant: RegistrantJson;
};

/** Everything staff see of one consultant engineer; null for an unknown id. */
export async function getPersonDetail(id: number): Promise<PersonDetail | null> {
  const [row] = await db.select().from(directoryConsultants).where(eq(directoryConsultants.id, id));
  if (!row) return null;

  return {
    person: {
      id: row.id,
      phone_number: row.phone,
      approval: row.approval,
      review: row.review,
      reject_reason: row.rejectReason,
      created_at: row.createdAt.toISOString(),
    },
    about: personInfoJson(row),
    registrant: registrantJson(row),
  };
}
