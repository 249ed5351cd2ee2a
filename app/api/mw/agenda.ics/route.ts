import { agendaCalendar } from '@/lib/conference/agenda-calendar';
import { agendaQuerySchema } from '@/lib/conference/agenda-query';
import { findAgenda } from '@/lib/conference/schedule/public-queries';
import { errorResponse, parseQuery, PUBLIC_CACHE_HEADERS } from '@/lib/http/respond';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { absoluteUrl, siteUrl } from '@/lib/seo/urls';

// GET /api/mw/agenda.ics?event=&language=1|2&day= – the programme (the current edition's by default, or one day)
// as an iCalendar file
export async function GET(request: Request): Promise<Response> {
  const { data, locale, response } = await parseQuery(request, agendaQuerySchema);
  if (response) return response;
  const found = await findAgenda(data);
  if (!found) return errorResponse({ status: 404, messageKey: 'errors.notFound', locale });
  const page = absoluteUrl(localizedPath('/mw/agenda', data.locale));
  const calendar = agendaCalendar({
    edition: found.edition,
    days: found.days,
    host: new URL(siteUrl()).hostname,
    url: data.day === undefined ? page : `${page}#${data.day}`,
  });
  const fileName = `agenda-${found.edition.year}${data.day === undefined ? '' : `-day-${data.day}`}.ics`;

  return new Response(calendar, {
    headers: {
      ...PUBLIC_CACHE_HEADERS,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
