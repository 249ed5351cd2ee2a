import { CSV_EXPORT_LIMIT, type CsvColumn } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminTranslator } from '@/lib/admin/messages';
import { mayReadPersonalData } from '@/lib/admin/personal-data';
import { type AdminMemberCompany, listMemberCompanies } from '@/lib/member-companies/queries';
import { memberCompanyQuerySchema } from '@/lib/member-companies/schema';

// GET /api/get/member-companies?search=&page=&limit=&format= – member companies for the admin screen
// { members, total, totalPages }, or every company of the search as CSV. Open to every staff role; the members'
// sign-in e-mails only to those who may read members' contacts.
export const GET = adminGridRoute({
  query: memberCompanyQuerySchema,
  page: (query, admin) => listMemberCompanies({ ...query, withContact: mayReadPersonalData(admin, 'memberContact') }),
  csv: {
    fileName: 'member-companies.csv',
    rows: async (query, admin) =>
      (
        await listMemberCompanies({
          ...query,
          page: 1,
          limit: CSV_EXPORT_LIMIT,
          withContact: mayReadPersonalData(admin, 'memberContact'),
        })
      ).members,
    columns: (_query, admin): CsvColumn<AdminMemberCompany>[] => {
      const t = adminTranslator();
      const withContact = mayReadPersonalData(admin, 'memberContact');

      return [
        { header: t('admin.organisation.companies.name'), value: (row) => row.name },
        ...(withContact
          ? [{ header: t('admin.organisation.companies.email'), value: (row: AdminMemberCompany) => row.email }]
          : []),
        {
          header: t('admin.organisation.companies.status'),
          value: (row) => t(row.active ? 'admin.common.active' : 'admin.common.inactive'),
        },
        { header: t('admin.organisation.companies.logo'), value: (row) => row.logo },
      ];
    },
  },
});
