import { listPresentations } from '@/lib/conference/schedule/presentations/queries';
import { presentationQuerySchema } from '@/lib/conference/schedule/presentations/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';
import { pickLocalized } from '@/lib/i18n/localize';

// GET /api/mw/get/presentation?hall=&agenda=&lang= – the presentations of a day (agenda) in a hall, in their order,
// named in the language of `lang` { presentations: [{ id, present_name, present_url }] }
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, presentationQuerySchema);
  if (response) return response;
  const rows = await listPresentations({ dayId: data.agenda, hallId: data.hall });

  return publicJson({
    presentations: rows.map((row) => ({
      id: row.id,
      present_name: pickLocalized(row.present_name, row.present_name_en, data.lang),
      present_url: row.present_url,
    })),
  });
}
