import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { TRADE_COLUMNS } from '@/lib/trade/admin-columns';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listTrades } from '@/lib/trade/trade-report';

// GET /api/admin/get/trade?startDate=&endDate=&page=&limit=&format= – the back-office trade grid { result,
// totalPages, total }, or every row of the current filter as CSV
export const GET = adminGridRoute({
  query: adminTradeQuerySchema,
  page: async (query) => {
    const { trade, totalPages, total } = await listTrades({
      ...activeTradeRange(query),
      page: query.page,
      limit: query.limit,
    });

    return { result: trade, totalPages, total };
  },
  csv: {
    fileName: 'trade.csv',
    rows: async (query) => (await listTrades({ ...activeTradeRange(query), page: 1, limit: CSV_EXPORT_LIMIT })).trade,
    columns: () => csvColumnsOf(TRADE_COLUMNS, adminKeyTranslator()),
  },
});
