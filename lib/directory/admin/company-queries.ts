import 'server-only';

import { and, count, desc, eq, exists, ilike, type SQL, sql } from 'drizzle-orm';

import { db } from '@/db';
import { outerColumn } from '@/db/outer-column';
import { directoryCategories, directoryCompanies, directoryCompanyCategories } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { containing } from '@/lib/list-query/like-pattern';

import { staffLogoUrl } from './logo-urls';

/** A company as the back-office list shows it (seeds 7.5 `request` of company-list). */
export type CompanyRow = {
  id: number;
  name_mn: string;
  name_en: string;
  registration_number: string;
  logo: string;
  approval: boolean;
  status: boolean;
  review: 'pending' | 'approved' | 'rejected';
  /** The codes of its sub categories, e.g. "0101, 0205". */
  categories: string;
  created_at: string;
};

export type CompanyPage = { request: CompanyRow[]; totalPages: number; total: number };

export type CompanyFilter = {
  page: number;
  limit: number;
  mainCategory?: string;
  subCategory?: number;
  approval?: boolean;
  status?: boolean;
  search?: string;
};

/** A company is in the filter's category when one of its rows names it: EXISTS keeps each company once. */
function inCategory({
  mainCategory,
  subCategory,
}: Pick<CompanyFilter, 'mainCategory' | 'subCategory'>): SQL | undefined {
  if (!mainCategory && !subCategory) return undefined;

  return exists(
    db
      .select({ one: sql`1` })
      .from(directoryCompanyCategories)
      .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
      .where(
        and(
          eq(directoryCompanyCategories.companyId, directoryCompanies.id),
          subCategory ? eq(directoryCategories.id, subCategory) : undefined,
          mainCategory ? eq(directoryCategories.mainCode, mainCategory) : undefined,
        ),
      ),
  );
}

/**
 * Companies of every review state for staff, newest first, filtered by category, publication, operating status
 * and a name in either language (case-insensitive, literal), all in the database.
 */
export async function listCompanies({
  page,
  limit,
  approval,
  status,
  search,
  ...category
}: CompanyFilter): Promise<CompanyPage> {
  const where = and(
    inCategory(category),
    approval === undefined ? undefined : eq(directoryCompanies.approval, approval),
    status === undefined ? undefined : eq(directoryCompanies.status, status),
    search ? ilike(directoryCompanies.searchText, containing(search)) : undefined,
  );
  const codes = sql<string>`coalesce((select string_agg(${directoryCategories.code}, ', ' order by ${directoryCategories.code})
    from ${directoryCompanyCategories} join ${directoryCategories} on ${directoryCategories.id} = ${directoryCompanyCategories.categoryId}
    where ${directoryCompanyCategories.companyId} = ${outerColumn(directoryCompanies, directoryCompanies.id)}), '')`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: directoryCompanies.id,
        name_mn: directoryCompanies.nameMn,
        name_en: directoryCompanies.nameEn,
        registration_number: directoryCompanies.registrationNumber,
        logo: directoryCompanies.logo,
        approval: directoryCompanies.approval,
        status: directoryCompanies.status,
        review: directoryCompanies.review,
        categories: codes,
        createdAt: directoryCompanies.createdAt,
      })
      .from(directoryCompanies)
      .where(where)
      .orderBy(desc(directoryCompanies.createdAt), desc(directoryCompanies.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(directoryCompanies).where(where),
  ]);
  const total = totals?.total ?? 0;

  return {
    request: rows.map(({ createdAt, logo, ...row }) => ({
      ...row,
      logo: staffLogoUrl(logo),
      created_at: createdAt.toISOString(),
    })),
    totalPages: pageCount(total, limit, { minimum: 1 }),
    total,
  };
}
