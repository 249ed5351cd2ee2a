import type { aboutPeople } from '@/db/schema';
import { isAdminUploadKey } from '@/lib/admin/uploads';

import { isDefaultProfileKey } from './default-profiles';
import type { AboutPersonValues } from './schema';

type AboutRow = Omit<typeof aboutPeople.$inferInsert, 'id'>;

/**
 * A picture key a save may store: a fresh upload, one of the default pictures, or the one the entry has now
 * (`current`, null for a new entry). Any other key came from somewhere else and is refused.
 */
export function isAcceptedProfile(key: string, current: string | null): boolean {
  return isAdminUploadKey('image', key) || isDefaultProfileKey(key) || key === current;
}

/**
 * The columns of one entry: the fields of its category, every other column emptied, so an entry never keeps
 * text of a field its category's form does not show. Null when the picture key is not acceptable.
 */
export function toAboutRow(person: AboutPersonValues, currentProfile: string | null): AboutRow | null {
  if (!isAcceptedProfile(person.profile, currentProfile)) return null;
  const empty = { position: '', positionEn: '', company: '', companyEn: '', yearsOfWork: '', email: '' };
  const base = {
    aboutCategory: person.about_category,
    name: person.name,
    nameEn: person.name_en,
    profile: person.profile,
  };

  switch (person.about_category) {
    case 'President':
      return { ...empty, ...base, yearsOfWork: person.years_of_work };
    case 'Office':
      return { ...empty, ...base, position: person.position, positionEn: person.position_en, email: person.email };
    case 'Association':
    case 'Auditor':
      return {
        ...empty,
        ...base,
        position: person.position,
        positionEn: person.position_en,
        company: person.company,
        companyEn: person.company_en,
      };
  }
}
