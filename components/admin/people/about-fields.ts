import type { AboutCategory } from '@/lib/about/schema';

/** The categories of the about screen; auditors have their own screen. */
export const ABOUT_SCREEN_CATEGORIES = [
  'President',
  'Association',
  'Office',
] as const satisfies readonly AboutCategory[];

export type AboutTextField =
  'name' | 'name_en' | 'position' | 'position_en' | 'company' | 'company_en' | 'email' | 'years_of_work';

/** The text fields of each category's form (seeds 7 `/insert/about-us`) and their labels in admin.organisation.about. */
export const ABOUT_FIELDS: Record<AboutCategory, readonly AboutTextField[]> = {
  President: ['name', 'name_en', 'years_of_work'],
  Association: ['name', 'name_en', 'position', 'position_en', 'company', 'company_en'],
  Office: ['name', 'name_en', 'position', 'position_en', 'email'],
  Auditor: ['name', 'name_en', 'position', 'position_en', 'company', 'company_en'],
};

export const FIELD_LABELS: Record<AboutTextField, string> = {
  name: 'name',
  name_en: 'nameEn',
  position: 'position',
  position_en: 'positionEn',
  company: 'company',
  company_en: 'companyEn',
  email: 'email',
  years_of_work: 'yearsOfWork',
};
