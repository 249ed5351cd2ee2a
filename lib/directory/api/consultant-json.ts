import type { Locale } from '@/lib/i18n/routing';

import type { DirectoryConsultantRow } from './queries';
import { type RegistrantJson, registrantJson, type RegistrantOption } from './registrant-json';

/** Seeds 3 "person_info translations (name, profession, advice_range by mn/en)". */
export type PersonInfoJson = { lang: Locale; name: string; profession: string; advice_range: string };

/**
 * Seeds 3 "Consultant (person)". `person_id` is `id`: the seeds' old system kept a second number, we have one.
 * `registrant` is null for an account that may not read who registered.
 */
export type ConsultantJson = {
  id: number;
  person_id: number;
  phone_number: string;
  approval: boolean;
  person_info: PersonInfoJson[];
  registrant: RegistrantJson | null;
};

/** The public directory's consultant: who registered the engineer is for staff only. */
export type PublicConsultantJson = Omit<ConsultantJson, 'registrant'>;

type PersonInfoColumns = Pick<
  DirectoryConsultantRow,
  'nameMn' | 'nameEn' | 'professionMn' | 'professionEn' | 'adviceMn' | 'adviceEn'
>;

/** A consultant's translations, Mongolian then English. */
export function personInfoJson(row: PersonInfoColumns): PersonInfoJson[] {
  return [
    { lang: 'mn', name: row.nameMn, profession: row.professionMn, advice_range: row.adviceMn },
    { lang: 'en', name: row.nameEn, profession: row.professionEn, advice_range: row.adviceEn },
  ];
}

export function toPublicConsultantJson(row: DirectoryConsultantRow): PublicConsultantJson {
  return {
    id: row.id,
    person_id: row.id,
    phone_number: row.phone,
    approval: row.approval,
    person_info: personInfoJson(row),
  };
}

export function toConsultantJson(row: DirectoryConsultantRow, { withRegistrant }: RegistrantOption): ConsultantJson {
  return { ...toPublicConsultantJson(row), registrant: withRegistrant ? registrantJson(row) : null };
}
