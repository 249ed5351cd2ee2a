import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { activeTradeRange, adminTradeQuerySchema } from '@/lib/trade/admin-query';
import { listNotices } from '@/lib/trade/auction-schedule';
import { todayInUlaanbaatar } from '@/lib/list-query/date-range';
import { ADMIN_TRADE_PAGE_SIZES } from '@/lib/trade/page-size';
import { listTrades } from '@/lib/trade/trade-report';

import { NoticeGrid, TradeGrid } from './_components/trade-grids';
import { TradeFilters } from './_components/trade-filters';
import { TradeImport } from './_components/trade-import';

type TradePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminTradePage({ searchParams }: TradePageProps) {
  await requireAdminPage();
  const query = adminTradeQuerySchema.parse(await searchParams);
  const range = activeTradeRange(query) ?? {};
  const paging = { ...range, page: query.page, limit: query.limit };
  const grid = { page: query.page, pageSize: query.limit, pageSizes: ADMIN_TRADE_PAGE_SIZES };
  const t = adminTranslator();

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.trade.title')}</h1>
      <TradeFilters
        category={query.category}
        startDate={query.startDate ?? ''}
        endDate={query.endDate ?? ''}
        today={todayInUlaanbaatar()}
      />
      {query.category === 'trade' ? (
        <TradeGrid {...grid} {...await listTrades(paging).then(({ trade, total }) => ({ rows: trade, total }))} />
      ) : (
        <NoticeGrid {...grid} {...await listNotices(paging).then(({ notice, total }) => ({ rows: notice, total }))} />
      )}
      <TradeImport key={query.category} defaultKind={query.category} />
    </div>
  );
}
