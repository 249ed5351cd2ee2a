import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { fileUrl } from '@/lib/storage/url';

import type { CompanyRecord, DirectoryCompanyRow } from './queries';
import { type RegistrantJson, registrantJson, type RegistrantOption } from './registrant-json';

/**
 * Seeds 3 "about entries per language". `location` is always '': the directory keeps no place apart from the
 * address (the seeds' registration asks for none), and the seeds' clients read the key.
 */
export type CompanyAboutJson = {
  lang: Locale;
  name: string;
  location: string;
  address: string;
  about_company: string;
  logo: string;
};
export type CompanyCategoryJson = { category_id: number; category_code: string; name: string };
export type ContactJson = {
  id: number;
  contact_type: CompanyRecord['contacts'][number]['type'];
  contact_value: string;
};
/** Seeds 3 "company_info with translations (name mn/en, address mn/en, logo)"; `logo` is the address or ''. */
export type CompanyInfoJson = { logo: string; translations: Array<{ lang: Locale; name: string; address: string }> };

/**
 * Seeds 3 "Company (current)". `company_id` is `id` (the seeds' old system kept a second number; we have one), and
 * `category_id` / `category_code` are its first sub category's (null without one), the whole list being `category`.
 */
export type CompanyJson = {
  id: number;
  company_id: number;
  registration_number: string;
  category_id: number | null;
  category_code: string | null;
  category: CompanyCategoryJson[];
  approval: boolean;
  status: boolean;
  company_info: CompanyInfoJson;
  contacts: ContactJson[];
  about: CompanyAboutJson[];
  /** Null for an account that may not read who registered. */
  registrant: RegistrantJson | null;
};

/** Seeds 7.3 `GET /companies` -> companies (company_id, category_id, category_code, company_info): no staff details. */
export type ListedCompanyJson = Pick<
  CompanyJson,
  'company_id' | 'category_id' | 'category_code' | 'category' | 'company_info'
>;

type AboutColumns = Pick<
  DirectoryCompanyRow,
  'nameMn' | 'nameEn' | 'addressMn' | 'addressEn' | 'aboutMn' | 'aboutEn' | 'logo'
>;

const logoUrl = (key: string): string => (key ? fileUrl(key) : '');

/** A company's about entries, Mongolian then English. */
export function companyAboutJson(row: AboutColumns): CompanyAboutJson[] {
  const logo = logoUrl(row.logo);

  return [
    { lang: 'mn', name: row.nameMn, location: '', address: row.addressMn, about_company: row.aboutMn, logo },
    { lang: 'en', name: row.nameEn, location: '', address: row.addressEn, about_company: row.aboutEn, logo },
  ];
}

export function contactJson(contact: CompanyRecord['contacts'][number]): ContactJson {
  return { id: contact.id, contact_type: contact.type, contact_value: contact.value };
}

/** The listed part of a company; category names in `locale`. */
export function toListedCompanyJson(record: CompanyRecord, locale: Locale): ListedCompanyJson {
  const [first] = record.categories;

  return {
    company_id: record.id,
    category_id: first?.id ?? null,
    category_code: first?.code ?? null,
    category: record.categories.map((category) => ({
      category_id: category.id,
      category_code: category.code,
      name: pickLocalized(category.nameMn, category.nameEn, locale),
    })),
    company_info: {
      logo: logoUrl(record.logo),
      translations: [
        { lang: 'mn', name: record.nameMn, address: record.addressMn },
        { lang: 'en', name: record.nameEn, address: record.addressEn },
      ],
    },
  };
}

/** The whole company for staff; category names in Mongolian, the back-office's language. */
export function toCompanyJson(record: CompanyRecord, { withRegistrant }: RegistrantOption): CompanyJson {
  return {
    id: record.id,
    registration_number: record.registrationNumber,
    approval: record.approval,
    status: record.status,
    ...toListedCompanyJson(record, 'mn'),
    contacts: record.contacts.map(contactJson),
    about: companyAboutJson(record),
    registrant: withRegistrant ? registrantJson(record) : null,
  };
}
