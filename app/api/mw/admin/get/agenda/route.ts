import { authorizeAdminRequest } from '@/lib/auth/guards';
import { chooseEdition, listEditionChoices } from '@/lib/conference/editions/choices';
import { listAdminAgenda } from '@/lib/conference/schedule/agenda/queries';
import { agendaListQuerySchema } from '@/lib/conference/schedule/agenda/schema';
import { jsonPrivate } from '@/lib/http/json-response';
import { parseQuery } from '@/lib/http/respond';

// GET /api/mw/admin/get/agenda?event=&page=&limit=&language=1|2|all – the back-office agenda grid { agenda, total,
// totalPages }; without `event`, the edition the screen opens on (the current one)
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const { data, response } = await parseQuery(request, agendaListQuerySchema);
  if (response) return response;
  const eventId = data.event ?? chooseEdition(await listEditionChoices(), undefined)?.id ?? null;

  return jsonPrivate(await listAdminAgenda({ ...data, eventId }));
}
