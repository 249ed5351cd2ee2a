import 'server-only';

import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminTranslator } from '@/lib/admin/messages';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { registrationHeaders, registrationsCsv, registrationsXlsx } from '@/lib/conference/registrations/export';
import { listRegistrations } from '@/lib/conference/registrations/queries';
import { registrationQuerySchema } from '@/lib/conference/registrations/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { errorResponse, parseQuery } from '@/lib/http/respond';

/**
 * Seeds 7.2: `get/user-registration` and `get/new-registration` take the same query and give the same answer:
 * one page `{ register, total, totalPages }`, or with `format=csv|xlsx` every registration of the search as a
 * download named after the edition's year. Call it once the caller is known to be staff.
 */
export async function answerRegistrations(request: Request): Promise<Response> {
  const { data: query, locale, response } = await parseQuery(request, registrationQuerySchema);
  if (response) return response;
  const choices = await listEditionChoices();
  // Unlike the screens, an API client that names an edition gets that one or a 404, never another edition's list.
  const edition =
    query.event === undefined ? chooseEdition(choices, undefined) : choices.find((choice) => choice.id === query.event);
  if (!edition) return errorResponse({ status: 404, messageKey: 'errors.notFound', locale });
  if (query.format === 'json') return jsonPrivate(await listRegistrations({ eventId: edition.id, ...query }));

  const { register: rows } = await listRegistrations({
    eventId: edition.id,
    search: query.search,
    page: 1,
    limit: CSV_EXPORT_LIMIT,
  });
  const t = adminTranslator();
  const file = {
    fileName: `registrations-${edition.year}`,
    rows,
    headers: registrationHeaders((column) => t(`admin.weekRegistrations.columns.${column}`)),
  };

  return query.format === 'csv'
    ? registrationsCsv(file)
    : registrationsXlsx({ ...file, sheetName: String(edition.year) });
}
