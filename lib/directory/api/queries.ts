import 'server-only';

import { asc, eq, inArray } from 'drizzle-orm';

import { db } from '@/db';
import {
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';

export type DirectoryCompanyRow = typeof directoryCompanies.$inferSelect;
export type DirectoryConsultantRow = typeof directoryConsultants.$inferSelect;
export type CompanyCategoryRow = { id: number; code: string; nameMn: string; nameEn: string };
export type CompanyContactRow = {
  id: number;
  type: (typeof directoryCompanyContacts.$inferSelect)['contactType'];
  value: string;
};
/** A company with everything seeds 3 "Company (current)" names: its row, its categories and its contacts. */
export type CompanyRecord = DirectoryCompanyRow & { categories: CompanyCategoryRow[]; contacts: CompanyContactRow[] };

/**
 * The companies of a page of a list, whole (in any review state: the callers have chosen which to list), in three
 * queries whatever the page's size.
 */
export async function listCompanyRecords(ids: readonly number[]): Promise<CompanyRecord[]> {
  if (ids.length === 0) return [];
  const [rows, categories, contacts] = await Promise.all([
    db
      .select()
      .from(directoryCompanies)
      .where(inArray(directoryCompanies.id, [...ids])),
    db
      .select({
        companyId: directoryCompanyCategories.companyId,
        id: directoryCategories.id,
        code: directoryCategories.code,
        nameMn: directoryCategories.nameMn,
        nameEn: directoryCategories.nameEn,
      })
      .from(directoryCompanyCategories)
      .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
      .where(inArray(directoryCompanyCategories.companyId, [...ids]))
      .orderBy(asc(directoryCategories.code)),
    db
      .select({
        companyId: directoryCompanyContacts.companyId,
        id: directoryCompanyContacts.id,
        type: directoryCompanyContacts.contactType,
        value: directoryCompanyContacts.contactValue,
      })
      .from(directoryCompanyContacts)
      .where(inArray(directoryCompanyContacts.companyId, [...ids]))
      .orderBy(asc(directoryCompanyContacts.position), asc(directoryCompanyContacts.id)),
  ]);

  return rows.map((row) => ({
    ...row,
    categories: categories
      .filter((category) => category.companyId === row.id)
      .map((category) => ({ id: category.id, code: category.code, nameMn: category.nameMn, nameEn: category.nameEn })),
    contacts: contacts
      .filter((contact) => contact.companyId === row.id)
      .map((contact) => ({ id: contact.id, type: contact.type, value: contact.value })),
  }));
}

/** The consultant engineers of a page of a list, whole (any review state: the callers have chosen which to list). */
export async function listConsultantRecords(ids: readonly number[]): Promise<DirectoryConsultantRow[]> {
  if (ids.length === 0) return [];

  return db
    .select()
    .from(directoryConsultants)
    .where(inArray(directoryConsultants.id, [...ids]));
}
