import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { NOTICE_COLUMNS } from '@/lib/trade/admin-columns';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listNotices } from '@/lib/trade/auction-schedule';

// GET /api/admin/get/notice?startDate=&endDate=&page=&limit=&format= – the back-office trade schedule grid
// { result, totalPages, total }, or every row of the current filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = adminTradeQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = activeTradeRange(query) ?? {};
  if (query.format === 'csv') {
    const { notice } = await listNotices({ ...range, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('notice.csv', notice, csvColumnsOf(NOTICE_COLUMNS, adminKeyTranslator()));
  }
  const { notice, totalPages, total } = await listNotices({ ...range, page: query.page, limit: query.limit });

  return jsonPrivate({ result: notice, totalPages, total });
}
