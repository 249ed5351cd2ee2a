import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { Pager } from '@/components/layout/pager';
import { formatDateText } from '@/lib/i18n/date-text';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';
import { TRADE_PAGE_SIZES } from '@/lib/trade/page-size';
import { loadPageWithin } from '@/lib/list-query/paging';
import { tradePath, type TradeView } from '@/lib/trade/trade-path';
import { listTrades } from '@/lib/trade/trade-report';

import { PanelSummary } from './panel-summary';
import { TradeFilters } from './trade-filters';
import { TradeTable } from './trade-table';

type ReportPanelProps = { view: Extract<TradeView, { tab: 'report' }>; locale: Locale };

/** The 'report' tab: trade results between two Ulaanbaatar days, newest first. */
export async function TradeReportPanel({ view, locale }: ReportPanelProps) {
  const [t, { page, result }] = await Promise.all([
    getTranslations('trade'),
    loadPageWithin(view.page, (each) => listTrades({ start: view.start, end: view.end, page: each, limit: view.size })),
  ]);
  // A calendar day, the same wherever the server runs.
  const day = (date: string) => formatDateText(locale, `${date}T00:00:00Z`, 'date', 'UTC');

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('tabs.report')}</h2>
      <ClientMessages paths={['trade.filters']}>
        <TradeFilters
          key={tradePath(view)}
          view={view}
          sizes={TRADE_PAGE_SIZES}
          action={localizedPath('/mm/trade', locale)}
        />
      </ClientMessages>
      <PanelSummary total={result.total} emptyText={t('empty.trades')} />
      {result.trade.length > 0 && (
        <TradeTable
          trades={result.trade}
          caption={t('table.caption', { start: day(view.start), end: day(view.end) })}
        />
      )}
      <Pager page={page} totalPages={result.totalPages} hrefFor={(number) => tradePath({ ...view, page: number })} />
    </div>
  );
}
