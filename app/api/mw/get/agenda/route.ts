import { toAgendaDayJson } from '@/lib/conference/agenda-json';
import { agendaQuerySchema } from '@/lib/conference/agenda-query';
import { findAgenda } from '@/lib/conference/schedule/public-queries';
import { errorResponse, parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/mw/get/agenda?event=&language=1|2&day= – an edition's days (the current one by default) with their
// programme and agenda pages in the language asked for { agenda: [{ event_date_id, day, event_date, agenda_items }] }
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, agendaQuerySchema);
  if (response) return response;
  const found = await findAgenda(data);
  if (!found) return errorResponse({ status: 404, messageKey: 'errors.notFound', locale });

  return publicJson({ agenda: found.days.map(toAgendaDayJson) });
}
