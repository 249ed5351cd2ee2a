import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import {
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
} from '@/db/schema';
import { type CompanyAboutJson, companyAboutJson } from '@/lib/directory/api/company-json';
import { type RegistrantJson, registrantJson } from '@/lib/directory/api/registrant-json';

import type { ContactType } from './form-schema';
import { staffLogoUrl } from './logo-urls';

/** Seeds 7.5 `get/company` -> company: { company, category, contact, about, registrant }. */
export type CompanyDetail = {
  company: {
    id: number;
    registration_number: string;
    approval: boolean;
    status: boolean;
    review: 'pending' | 'approved' | 'rejected';
    reject_reason: string;
    /** The stored key, which the edit form sends back; `logo_url` is its address. */
    logo: string;
    logo_url: string;
    created_at: string;
  };
  category: { category_id: number; category_code: string; main_code: string; name: string; name_en: string }[];
  contact: { id: number; contact_type: ContactType; contact_value: string }[];
  about: CompanyAboutJson[];
  registrant: RegistrantJson;
};

/** Everything staff see of one company, in any review state; null for an unknown id. */
export async function getCompanyDetail(id: number): Promise<CompanyDetail | null> {
  const [[row], category, contact] = await Promise.all([
    db.select().from(directoryCompanies).where(eq(directoryCompanies.id, id)),
    db
      .select({
        category_id: directoryCategories.id,
        category_code: directoryCategories.code,
        name: directoryCategories.nameMn,
        name_en: directoryCategories.nameEn,
      })
      .from(directoryCompanyCategories)
      .innerJoin(directoryCategories, eq(directoryCategories.id, directoryCompanyCategories.categoryId))
      .where(eq(directoryCompanyCategories.companyId, id))
      .orderBy(asc(directoryCategories.code)),
    db
      .select({
        id: directoryCompanyContacts.id,
        contact_type: directoryCompanyContacts.contactType,
        contact_value: directoryCompanyContacts.contactValue,
      })
      .from(directoryCompanyContacts)
      .where(eq(directoryCompanyContacts.companyId, id))
      .orderBy(asc(directoryCompanyContacts.position), asc(directoryCompanyContacts.id)),
  ]);
  if (!row) return null;
  return {
    company: {
      id: row.id,
      registration_number: row.registrationNumber,
      approval: row.approval,
      status: row.status,
      review: row.review,
      reject_reason: row.rejectReason,
      logo: row.logo,
      logo_url: staffLogoUrl(row.logo),
      created_at: row.createdAt.toISOString(),
    },
    category: category.map((item) => ({ ...item, main_code: item.category_code.slice(0, 2) })),
    contact,
    about: companyAboutJson(row),
    registrant: registrantJson(row),
  };
}
