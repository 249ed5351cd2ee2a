import 'server-only';

import type { SearchParams } from '@/lib/list-query/lenient-query';

import { chooseEdition, type EditionChoice, editionParamSchema, listEditionChoices } from '../editions/choices';
import { listRegistrations, type RegistrationPage } from './queries';
import { DEFAULT_REGISTRATION_QUERY, type RegistrationQuery, registrationQuerySchema } from './schema';

export type RegistrationView = {
  choices: EditionChoice[];
  /** Null only while there is no edition at all. */
  edition: EditionChoice | null;
  query: RegistrationQuery;
  list: RegistrationPage;
};

/**
 * What /admin/week/register and /new-register show for their URL: the chosen edition (the current one by default)
 * and one page of its registrations. A URL the screens never write (a page size not offered, half a search) shows
 * the first page of everything rather than an error.
 */
export async function loadRegistrationView(searchParams: SearchParams): Promise<RegistrationView> {
  const parsed = registrationQuerySchema.safeParse(searchParams);
  const query = parsed.success ? parsed.data : DEFAULT_REGISTRATION_QUERY;
  const choices = await listEditionChoices();
  const edition = chooseEdition(choices, editionParamSchema.parse(searchParams.event));
  const list = edition
    ? await listRegistrations({ eventId: edition.id, ...query })
    : { register: [], total: 0, totalPages: 1 };

  return { choices, edition, query, list };
}
