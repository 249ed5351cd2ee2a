import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { readLocale } from '@/lib/i18n/read-locale';
import type { SearchParams } from '@/lib/list-query/lenient-query';
import { pageMetadata } from '@/lib/seo/metadata';
import { parseTradeView } from '@/lib/trade/view';

import { AuctionSchedulePanel } from './_components/auction-schedule-panel';
import { TradeReportPanel } from './_components/trade-report-panel';
import { TRADE_PANEL_ID, tradeTabId, TradeTabs } from './_components/trade-tabs';

// The tab, dates and page live in the query string (shareable views), so this page renders per request.
export const dynamic = 'force-dynamic';

type TradePageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Pick<TradePageProps, 'params'>): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'trade' });

  return pageMetadata({ locale, path: '/mm/trade', title: t('title'), description: t('description') });
}

export default async function TradePage({ params, searchParams }: TradePageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, view] = await Promise.all([getTranslations('trade'), searchParams.then((query) => parseTradeView(query))]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <TradeTabs active={view.tab} />
      <div id={TRADE_PANEL_ID} role="tabpanel" aria-labelledby={tradeTabId(view.tab)} className="pt-6">
        {view.tab === 'report' ? (
          <TradeReportPanel view={view} locale={locale} />
        ) : (
          <AuctionSchedulePanel view={view} locale={locale} />
        )}
      </div>
    </div>
  );
}
