import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listNotices, type ScheduledAuction } from '@/lib/trade/auction-schedule';

import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';

// GET /api/admin/get/notice?startDate=&endDate=&page=&limit=&format= – the back-office trade schedule grid
// { result, totalPages, total }, or every row of the current filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = adminTradeQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = activeTradeRange(query) ?? {};
  if (query.format === 'csv') {
    const { notice } = await listNotices({ ...range, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();

    return csvResponse<ScheduledAuction>('notice.csv', notice, [
      { header: t('admin.operations.trade.columns.seller'), value: (row) => row.seller_name },
      { header: t('admin.operations.trade.columns.orderNum'), value: (row) => row.order_num },
      { header: t('admin.operations.trade.columns.type'), value: (row) => row.type },
      { header: t('admin.operations.trade.columns.date'), value: (row) => row.sell_date },
      { header: t('admin.operations.trade.columns.quantity'), value: (row) => row.quantity },
      { header: t('admin.operations.trade.columns.currency'), value: (row) => row.currency },
      { header: t('admin.operations.trade.columns.lotSize'), value: (row) => row.lot_size },
      { header: t('admin.operations.trade.columns.link'), value: (row) => row.own_url || row.url || row.other },
    ]);
  }
  const { notice, totalPages, total } = await listNotices({ ...range, page: query.page, limit: query.limit });

  return jsonPrivate({ result: notice, totalPages, total });
}
