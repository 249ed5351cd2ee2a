import { accountQuerySchema } from '@/lib/accounts/schema';
import { type AccountRow, listAccounts } from '@/lib/accounts/queries';
import { CSV_EXPORT_LIMIT, type CsvColumn } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminTranslator } from '@/lib/admin/messages';

const CSV_FIELDS = ['last_name', 'first_name', 'email', 'phone_number', 'position', 'department'] as const;

// GET /api/get/admin-users?page=&limit=&format= – staff accounts { account, totalPages, total } (admins only), or
// every account as CSV
export const GET = adminGridRoute({
  permission: 'accounts',
  query: accountQuerySchema,
  page: async (query) => {
    const { account, totalPages, total } = await listAccounts(query);

    return { account, totalPages, total };
  },
  csv: {
    fileName: 'admin-users.csv',
    rows: async (query) => (await listAccounts({ ...query, page: 1, limit: CSV_EXPORT_LIMIT })).account,
    columns: (): CsvColumn<AccountRow>[] => {
      const t = adminTranslator();

      return [
        ...CSV_FIELDS.map((field) => ({
          header: t(`admin.operations.accounts.fields.${field}`),
          value: (row: AccountRow) => row[field],
        })),
        {
          header: t('admin.operations.accounts.fields.account_role'),
          value: (row) => t(`admin.roles.${row.account_role as 1 | 2 | 3}`),
        },
      ];
    },
  },
});
