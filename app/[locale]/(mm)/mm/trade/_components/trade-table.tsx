import { getFormatter, getLocale, getTranslations } from 'next-intl/server';

import { formatDateText } from '@/lib/i18n/date-text';
import { langOfText } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import { tradeLink } from '@/lib/trade/queries';
import type { TradeResult } from '@/lib/trade/trade-report';

import { OutboundLink } from './outbound-link';

const cellClass = 'px-3 py-2.5 align-top';
const COLUMNS = [
  { key: 'seller', align: 'text-left' },
  { key: 'product', align: 'text-left' },
  { key: 'minPrice', align: 'text-right' },
  { key: 'dealPrice', align: 'text-right' },
  { key: 'datetime', align: 'text-left' },
  { key: 'link', align: 'text-left' },
] as const;

/**
 * Trade results as a table; it scrolls sideways on narrow screens (the frame `scroll-x` in globals.css, which keeps
 * the link column's hidden labels inside it and shades the edge that has more), says so above itself until the
 * table fits, and can be scrolled from the keyboard.
 */
export async function TradeTable({ trades, caption }: { trades: readonly TradeResult[]; caption: string }) {
  const [t, format, locale] = await Promise.all([getTranslations('trade.table'), getFormatter(), getLocale()]);
  const pageLocale = localeOrDefault(locale);
  // Sellers and products are the exchange's words, in Mongolian: marked so on an English page.
  const langOf = (text: string) => langOfText(text, pageLocale);
  const price = (value: number) => format.number(value, { maximumFractionDigits: 2 });

  return (
    <div className="flex flex-col gap-2">
      <p id="trade-table-hint" className="text-sm text-muted lg:hidden">
        <span aria-hidden="true">↔ </span>
        {t('scrollHint', { count: COLUMNS.length })}
      </p>
      <div
        role="region"
        aria-labelledby="trade-table-caption"
        aria-describedby="trade-table-hint"
        tabIndex={0}
        className="scroll-x rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <table className="min-w-full text-left text-sm">
          <caption id="trade-table-caption" className="sr-only">
            {caption}
          </caption>
          <thead className="bg-brand text-white">
            <tr>
              {COLUMNS.map(({ key, align }) => (
                <th key={key} scope="col" className={`${cellClass} whitespace-nowrap font-semibold ${align}`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {trades.map((trade) => {
              const href = tradeLink(trade);

              return (
                <tr key={trade.id} className="even:bg-gray-500/5">
                  <td {...langOf(trade.seller_name)} className={`${cellClass} min-w-44 font-medium`}>
                    {trade.seller_name}
                  </td>
                  <td {...langOf(trade.product_name)} className={`${cellClass} min-w-52`}>
                    {trade.product_name}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap text-right tabular-nums`}>{price(trade.min_price)}</td>
                  <td className={`${cellClass} whitespace-nowrap text-right font-semibold tabular-nums`}>
                    {price(trade.price_currency)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <time dateTime={trade.trade_datetime}>
                      {formatDateText(pageLocale, trade.trade_datetime, 'dateTime')}
                    </time>
                  </td>
                  <td className={cellClass}>
                    {href && (
                      <OutboundLink
                        href={href}
                        label={t.rich('viewLabel', {
                          seller: trade.seller_name,
                          product: trade.product_name,
                          sellerName: (chunks) => <span {...langOf(trade.seller_name)}>{chunks}</span>,
                          productName: (chunks) => <span {...langOf(trade.product_name)}>{chunks}</span>,
                        })}
                        className="font-semibold text-brand-dark underline hover:no-underline"
                      >
                        {t('view')}
                      </OutboundLink>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
