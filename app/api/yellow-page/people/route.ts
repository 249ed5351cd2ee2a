import { withPublicConsultantJson } from '@/lib/directory/api/with-records';
import { listConsultants } from '@/lib/directory/queries';
import { peopleQuerySchema } from '@/lib/directory/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/people?lang=&q=&page=&limit= – one page of approved consultant engineers, searched by name
// { people: { data: [{ id, person_id, phone_number, approval, person_info, name, profession, advice_range }], total,
// totalPages } }; who registered them is for staff only
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, peopleQuerySchema);
  if (response) return response;
  const {
    data: people,
    total,
    totalPages,
  } = await listConsultants({ locale: data.lang, q: data.q, page: data.page, limit: data.limit });

  return publicJson({
    people: {
      data: await withPublicConsultantJson(
        people.map((person) => ({
          id: person.id,
          name: person.name,
          profession: person.profession,
          advice_range: person.advice,
          phone_number: person.phone,
        })),
      ),
      total,
      totalPages,
    },
  });
}
