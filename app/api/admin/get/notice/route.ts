import { CSV_EXPORT_LIMIT } from '@/lib/admin/csv';
import { adminGridRoute } from '@/lib/admin/grid-route';
import { adminKeyTranslator } from '@/lib/admin/messages';
import { csvColumnsOf } from '@/lib/admin/text-columns';
import { NOTICE_COLUMNS } from '@/lib/trade/admin-columns';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listNotices } from '@/lib/trade/auction-schedule';

// GET /api/admin/get/notice?startDate=&endDate=&page=&limit=&format= – the back-office trade schedule grid
// { result, totalPages, total }, or every row of the current filter as CSV
export const GET = adminGridRoute({
  query: adminTradeQuerySchema,
  page: async (query) => {
    const { notice, totalPages, total } = await listNotices({
      ...activeTradeRange(query),
      page: query.page,
      limit: query.limit,
    });

    return { result: notice, totalPages, total };
  },
  csv: {
    fileName: 'notice.csv',
    rows: async (query) => (await listNotices({ ...activeTradeRange(query), page: 1, limit: CSV_EXPORT_LIMIT })).notice,
    columns: () => csvColumnsOf(NOTICE_COLUMNS, adminKeyTranslator()),
  },
});
