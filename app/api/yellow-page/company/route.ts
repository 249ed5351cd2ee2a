import { companyAboutJson, contactJson } from '@/lib/directory/api/company-json';
import { listCompanyRecords } from '@/lib/directory/api/queries';
import { toSubCategoryJson } from '@/lib/directory/api-json';
import { getCompany } from '@/lib/directory/queries';
import { companyQuerySchema } from '@/lib/directory/schema';
import { errorResponse, parseQuery, publicJson } from '@/lib/http/respond';

// GET /api/yellow-page/company?lang=&id= – an approved company with its categories, contacts and about entries in
// both languages { company: { contact, about, ... } }; 404 otherwise
export async function GET(request: Request): Promise<Response> {
  const { data, response, locale } = await parseQuery(request, companyQuerySchema);
  if (response) return response;
  const [company, [record]] = await Promise.all([getCompany(data.id, data.lang), listCompanyRecords([data.id])]);
  if (!company || !record) return errorResponse({ status: 404, messageKey: 'errors.notFound', locale });

  return publicJson({
    company: {
      id: company.id,
      name: company.name,
      address: company.address,
      about_company: company.about,
      logo: company.logo,
      category: company.categories.map(toSubCategoryJson),
      contact: company.contacts.map(contactJson),
      about: companyAboutJson(record),
    },
  });
}
