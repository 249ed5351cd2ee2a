import { getCurrentEditionId, listHalls } from '@/lib/conference/schedule/halls/queries';
import { hallQuerySchema } from '@/lib/conference/schedule/halls/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/mw/get/hall?event= – an edition's halls in their order (the current edition by default) { hall }
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, hallQuerySchema);
  if (response) return response;
  const eventId = data.event ?? (await getCurrentEditionId());
  const halls = eventId === null ? [] : await listHalls(eventId);

  return publicJson({ hall: halls.map(({ id, hall_name, hall_name_en }) => ({ id, hall_name, hall_name_en })) });
}
