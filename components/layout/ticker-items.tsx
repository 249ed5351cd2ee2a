import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';
import { noticeLink, type RecentNotice, type RecentTrade, tradeInstant, tradeLink } from '@/lib/trade/queries';
import { noticeTonnage } from '@/lib/trade/tonnage';

const TIME_FORMAT = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

const LINK =
  'inline-flex items-center gap-2 whitespace-nowrap rounded px-1 hover:underline focus-visible:outline-2 focus-visible:outline-white';

/** An entry links to the exchange's page; without a usable address it leads to the trade page. */
function TickerLink({ href, isCopy, children }: { href: string; isCopy: boolean; children: ReactNode }) {
  const tabIndex = isCopy ? -1 : undefined;
  if (!/^https?:\/\//i.test(href)) {
    return (
      <Link href="/mm/trade" tabIndex={tabIndex} className={LINK}>
        {children}
      </Link>
    );
  }

  return (
    <a href={href} tabIndex={tabIndex} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
    </a>
  );
}

/** One pass of the ticker: trades then notices. The second pass (isCopy) only closes the loop visually. */
export async function TickerItems({
  trades,
  notices,
  isCopy,
}: {
  trades: readonly RecentTrade[];
  notices: readonly RecentNotice[];
  isCopy: boolean;
}) {
  const [t, format] = await Promise.all([getTranslations('layout.ticker'), getFormatter()]);

  return (
    <ul className="flex shrink-0 items-center gap-8 pr-8">
      {trades.map((trade) => (
        <li key={`trade-${trade.id}`} className="flex items-center">
          <TickerLink href={tradeLink(trade)} isCopy={isCopy}>
            <span className="rounded bg-accent px-1.5 text-xs font-bold text-ink">{t('trades')}</span>
            <time dateTime={`${trade.trade_date}T${trade.trade_time}+08:00`}>
              {format.dateTime(tradeInstant(trade), TIME_FORMAT)}
            </time>
            <b>{trade.seller_name}</b>
            {[t('mass', { mass: trade.mass }), trade.product_category].filter(Boolean).join(' · ')}
          </TickerLink>
        </li>
      ))}
      {notices.map((notice) => (
        <li key={`notice-${notice.id}`} className="flex items-center">
          <TickerLink href={noticeLink(notice)} isCopy={isCopy}>
            <span className="rounded bg-white px-1.5 text-xs font-bold text-brand-dark">{t('notices')}</span>
            <time dateTime={notice.sell_date}>{format.dateTime(new Date(notice.sell_date), TIME_FORMAT)}</time>
            <b>{notice.seller_name}</b>
            {[notice.type, t('lot', { tons: noticeTonnage(notice.quantity, notice.lot_size) })]
              .filter(Boolean)
              .join(' · ')}
          </TickerLink>
        </li>
      ))}
    </ul>
  );
}
