import { accountQuerySchema } from '@/lib/accounts/schema';
import { listAccounts } from '@/lib/accounts/queries';
import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminTranslator } from '@/lib/admin/messages';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';

// GET /api/get/admin-users?page=&limit=&format= – staff accounts { account, totalPages, total } (admins only), or
// every account as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest('accounts');
  if (!authorization.ok) return authorization.response;

  const query = accountQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.format === 'csv') {
    const { account } = await listAccounts({ ...query, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();
    const fields = ['last_name', 'first_name', 'email', 'phone_number', 'position', 'department'] as const;

    return csvResponse('admin-users.csv', account, [
      ...fields.map((field) => ({ header: t(`admin.operations.accounts.fields.${field}`), value: (row: (typeof account)[number]) => row[field] })),
      { header: t('admin.operations.accounts.fields.account_role'), value: (row) => t(`admin.roles.${row.account_role as 1 | 2 | 3}`) },
    ]);
  }
  const { account, totalPages, total } = await listAccounts(query);

  return jsonPrivate({ account, totalPages, total });
}
