import { authorizeAdminRequest } from '@/lib/auth/guards';
import { listEventDates } from '@/lib/conference/programme/event-days/queries';
import { eventDatesQuerySchema } from '@/lib/conference/programme/event-days/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/mw/get/event-dates?language=all|1|2&event= – the editions' days { dates: [{ id, event_id, event, day,
// event_date }] }, by edition then day
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data, response } = await parseQuery(request, eventDatesQuerySchema);
  if (response) return response;

  return jsonPrivate({ dates: await listEventDates(data) });
}
