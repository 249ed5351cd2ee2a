import { CSV_EXPORT_LIMIT, csvResponse } from '@/lib/admin/csv';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { authorizeAdminRequest } from '@/lib/auth/guards';
import { jsonPrivate } from '@/lib/http/json-response';
import { TRADE_COLUMNS } from '@/lib/trade/admin-columns';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listTrades } from '@/lib/trade/trade-report';

// GET /api/admin/get/trade?startDate=&endDate=&page=&limit=&format= – the back-office trade grid { result,
// totalPages, total }, or every row of the current filter as CSV
export async function GET(request: Request): Promise<Response> {
  const authorization = await authorizeAdminRequest();
  if (!authorization.ok) return authorization.response;

  const query = adminTradeQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const range = activeTradeRange(query) ?? {};
  if (query.format === 'csv') {
    const { trade } = await listTrades({ ...range, page: 1, limit: CSV_EXPORT_LIMIT });

    return csvResponse('trade.csv', trade, csvColumnsOf(TRADE_COLUMNS, adminKeyTranslator()));
  }
  const { trade, totalPages, total } = await listTrades({ ...range, page: query.page, limit: query.limit });

  return jsonPrivate({ result: trade, totalPages, total });
}
