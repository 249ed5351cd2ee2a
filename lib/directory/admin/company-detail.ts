import 'server-only';

import { asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCategories, directoryCompanies, directoryCompanyCategories, directoryCompanyContacts } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

import type { ContactType } from './form-schema';

type About = { lang: 'mn' | 'en'; name: string; address: string; about_company: string; logo: string };

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
  about: About[];
  registrant: { name: string; position: string; email: string; phone: string };
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
      .select({ id: directoryCompanyContacts.id, contact_type: directoryCompanyContacts.contactType, contact_value: directoryCompanyContacts.contactValue })
      .from(directoryCompanyContacts)
      .where(eq(directoryCompanyContacts.companyId, id))
      .orderBy(asc(directoryCompanyContacts.position), asc(directoryCompanyContacts.id)),
  ]);
  if (!row) return null;
  const logo = row.logo ? fileUrl(row.logo) : '';

  return {
    company: {
      id: row.id,
      registration_number: row.registrationNumber,
      approval: row.approval,
      status: row.status,
      review: row.review,
      reject_reason: row.rejectReason,
      logo: row.logo,
      logo_url: logo,
      created_at: row.createdAt.toISOString(),
    },
    category: category.map((item) => ({ ...item, main_code: item.category_code.slice(0, 2) })),
    contact,
    about: [
      { lang: 'mn', name: row.nameMn, address: row.addressMn, about_company: row.aboutMn, logo },
      { lang: 'en', name: row.nameEn, address: row.addressEn, about_company: row.aboutEn, logo },
    ],
    registrant: { name: row.registrantName, position: row.registrantPosition, email: row.registrantEmail, phone: row.registrantPhone },
  };
}
