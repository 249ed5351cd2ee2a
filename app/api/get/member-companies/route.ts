import { CSV_EXPORT_LIMIT, type CsvColumn, csvResponse } from '@/lib/admin/csv';
import { adminTranslator } from '@/lib/admin/messages';
import { mayReadPersonalData } from '@/lib/admin/personal-data';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { type AdminMemberCompany, listMemberCompanies } from '@/lib/member-companies/queries';
import { memberCompanyQuerySchema } from '@/lib/member-companies/schema';

// GET /api/get/member-companies?search=&page=&limit=&format= – member companies for the admin screen
// { members, total, totalPages }, or every company of the search as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;
  const query = memberCompanyQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // Open to every staff role; the members' sign-in e-mails only to those who may read members' contacts.
  const withContact = mayReadPersonalData(authorization.admin, 'memberContact');
  if (query.format === 'csv') {
    const { members } = await listMemberCompanies({ ...query, page: 1, limit: CSV_EXPORT_LIMIT, withContact });
    const t = adminTranslator();
    const columns: CsvColumn<AdminMemberCompany>[] = [
      { header: t('admin.organisation.companies.name'), value: (row) => row.name },
      ...(withContact ? [{ header: t('admin.organisation.companies.email'), value: (row: AdminMemberCompany) => row.email }] : []),
      { header: t('admin.organisation.companies.status'), value: (row) => t(row.active ? 'admin.common.active' : 'admin.common.inactive') },
      { header: t('admin.organisation.companies.logo'), value: (row) => row.logo },
    ];

    return csvResponse('member-companies.csv', members, columns);
  }

  return jsonPrivate(await listMemberCompanies({ ...query, withContact }));
}
