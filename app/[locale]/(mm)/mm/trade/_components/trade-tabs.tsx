import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { TRADE_TABS, type TradeTab } from '@/lib/trade/trade-path';

export const TRADE_PANEL_ID = 'trade-panel';

export function tradeTabId(tab: TradeTab): string {
  return `trade-tab-${tab}`;
}

/** The two views of the page. Each tab is a plain link (?tab=...), so the choice is shareable and works without JS. */
export async function TradeTabs({ active }: { active: TradeTab }) {
  const t = await getTranslations('trade.tabs');

  return (
    <div role="tablist" aria-label={t('label')} className="flex gap-1 border-b-2 border-brand">
      {TRADE_TABS.map((tab) => {
        const isSelected = tab === active;

        return (
          <Link
            key={tab}
            id={tradeTabId(tab)}
            href={`/mm/trade?tab=${tab}`}
            role="tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? TRADE_PANEL_ID : undefined}
            className={`rounded-t px-4 py-2.5 text-sm font-semibold sm:px-6 sm:text-base ${
              isSelected ? 'bg-brand text-white' : 'bg-brand-light text-brand-dark hover:bg-brand hover:text-white'
            }`}
          >
            {t(tab)}
          </Link>
        );
      })}
    </div>
  );
}
