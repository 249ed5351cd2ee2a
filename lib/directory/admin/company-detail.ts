import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies } from '@/db/schema';
import { type CompanyAboutJson, companyAboutJson } from '@/lib/directory/api/company-json';
import { type RegistrantJson, registrantJson } from '@/lib/directory/api/registrant-json';
import { listCompanyCategories, listCompanyContacts } from '@/lib/directory/queries';

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
  const [[row], categories, contacts] = await Promise.all([
    db.select().from(directoryCompanies).where(eq(directoryCompanies.id, id)),
    listCompanyCategories(id),
    listCompanyContacts(id),
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
    category: categories.map((item) => ({
      category_id: item.id,
      category_code: item.code,
      main_code: item.code.slice(0, 2),
      name: item.nameMn,
      name_en: item.nameEn,
    })),
    contact: contacts.map((item) => ({ id: item.id, contact_type: item.type, contact_value: item.value })),
    about: companyAboutJson(row),
    registrant: registrantJson(row),
  };
}
