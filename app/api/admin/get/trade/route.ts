import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listTrades, type TradeResult } from '@/lib/trade/trade-report';

import { adminTranslator } from '@/app/(admin)/admin/_lib/messages';

// GET /api/admin/get/trade?startDate=&endDate=&page=&limit=&format= – the back-office trade grid { result,
// totalPages, total }, or every row of the current filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = adminTradeQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = activeTradeRange(query) ?? {};
  if (query.format === 'csv') {
    const { trade } = await listTrades({ ...range, page: 1, limit: CSV_EXPORT_LIMIT });
    const t = adminTranslator();

    return csvResponse<TradeResult>('trade.csv', trade, [
      { header: t('admin.operations.trade.columns.seller'), value: (row) => row.seller_name },
      { header: t('admin.operations.trade.columns.product'), value: (row) => row.product_name },
      { header: t('admin.operations.trade.columns.minPrice'), value: (row) => row.min_price },
      { header: t('admin.operations.trade.columns.dealPrice'), value: (row) => row.price_currency },
      { header: t('admin.operations.trade.columns.tradeDatetime'), value: (row) => row.trade_datetime },
      { header: t('admin.operations.trade.columns.link'), value: (row) => row.own_url || row.url },
    ]);
  }
  const { trade, totalPages, total } = await listTrades({ ...range, page: query.page, limit: query.limit });

  return jsonPrivate({ result: trade, totalPages, total });
}
