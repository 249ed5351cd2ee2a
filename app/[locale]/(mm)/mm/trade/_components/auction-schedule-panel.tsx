import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { Pager } from '@/components/layout/pager';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';
import { listNotices } from '@/lib/trade/auction-schedule';
import { NOTICE_PAGE_SIZES } from '@/lib/trade/page-size';
import { loadPageWithin } from '@/lib/list-query/paging';
import { tradePath, type TradeView } from '@/lib/trade/trade-path';

import { AuctionCard } from './auction-card';
import { PanelSummary } from './panel-summary';
import { TradeFilters } from './trade-filters';

type SchedulePanelProps = { view: Extract<TradeView, { tab: 'schedule' }>; locale: Locale };

/** The 'schedule' tab: cards of announced auctions, latest sell date first. */
export async function AuctionSchedulePanel({ view, locale }: SchedulePanelProps) {
  const [t, { page, result }] = await Promise.all([
    getTranslations('trade'),
    loadPageWithin(view.page, (each) => listNotices({ page: each, limit: view.size })),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">{t('tabs.schedule')}</h2>
      <ClientMessages paths={['trade.filters']}>
        <TradeFilters
          key={tradePath(view)}
          view={view}
          sizes={NOTICE_PAGE_SIZES}
          action={localizedPath('/mm/trade', locale)}
        />
      </ClientMessages>
      <PanelSummary total={result.total} emptyText={t('empty.notices')} />
      {result.notice.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {result.notice.map((notice) => (
            <AuctionCard key={notice.id} notice={notice} />
          ))}
        </div>
      )}
      <Pager page={page} totalPages={result.totalPages} hrefFor={(number) => tradePath({ ...view, page: number })} />
    </div>
  );
}
