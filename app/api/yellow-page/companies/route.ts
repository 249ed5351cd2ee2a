import { withListedCompanyJson } from '@/lib/directory/api/with-records';
import { listCompanies } from '@/lib/directory/queries';
import { companiesQuerySchema } from '@/lib/directory/schema';
import { parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/companies?lang=&main=&sub=&q=&letter=&page=&limit= – one page of approved companies, filtered in SQL
// { companies: [{ company_id, category_id, category_code, company_info, name, logo }], total, totalPages }
export async function GET(request: Request): Promise<Response> {
  const { data, response } = await parseQuery(request, companiesQuerySchema);
  if (response) return response;
  const { lang, ...filter } = data;
  const { companies, total, totalPages } = await listCompanies({ locale: lang, ...filter });

  return publicJson({ companies: await withListedCompanyJson(companies, lang), total, totalPages });
}
