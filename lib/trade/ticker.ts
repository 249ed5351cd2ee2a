import 'server-only';

import { formatDateText } from '@/lib/i18n/date-text';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { messagesTranslator } from '@/lib/i18n/translator';
import enLayout from '@/messages/en/layout.json';
import mnLayout from '@/messages/mn/layout.json';

import { listRecentNotices, listRecentTrades, noticeLink, tradeInstant, tradeLink } from './queries';
import { localizeTradeTerm } from './terms';
import { noticeTonnage } from './tonnage';

/** One entry of the ticker, ready to show: the browser only lays it out. */
export type TickerEntry = {
  kind: 'trade' | 'notice';
  /** The exchange's page, or the trade page when the row has no usable address. */
  href: string;
  isExternal: boolean;
  dateTime: string;
  time: string;
  seller: string;
  /** The tonnage, in the page's language. */
  detail: string;
  /** The product category or the notice's type (lib/trade/terms), with its language when not the page's. */
  term: string;
  termLang?: Locale;
};

const LAYOUT_MESSAGES: Record<Locale, typeof mnLayout> = { mn: mnLayout, en: enLayout };

function linkOf(href: string, locale: Locale): Pick<TickerEntry, 'href' | 'isExternal'> {
  if (/^https?:\/\//i.test(href)) return { href, isExternal: true };

  return { href: localizedPath('/mm/trade', locale), isExternal: false };
}

function termOf(text: string, locale: Locale): Pick<TickerEntry, 'term' | 'termLang'> {
  const { text: term, lang } = localizeTradeTerm(text, locale);

  return lang === undefined ? { term } : { term, termLang: lang };
}

/** The newest trades then notices (seeds: the ticker), in the reader's language and Ulaanbaatar time. */
export async function listTickerEntries(locale: Locale): Promise<TickerEntry[]> {
  const [trades, notices] = await Promise.all([listRecentTrades(), listRecentNotices()]);
  const t = messagesTranslator(locale, { layout: LAYOUT_MESSAGES[locale] }, 'layout.ticker');

  return [
    ...trades.map((trade): TickerEntry => ({
      kind: 'trade',
      ...linkOf(tradeLink(trade), locale),
      dateTime: `${trade.trade_date}T${trade.trade_time}+08:00`,
      time: formatDateText(locale, tradeInstant(trade), 'dateTime'),
      seller: trade.seller_name,
      detail: t('mass', { mass: trade.mass }),
      ...termOf(trade.product_category, locale),
    })),
    ...notices.map((notice): TickerEntry => ({
      kind: 'notice',
      ...linkOf(noticeLink(notice), locale),
      dateTime: notice.sell_date,
      time: formatDateText(locale, notice.sell_date, 'dateTime'),
      seller: notice.seller_name,
      detail: t('lot', { tons: noticeTonnage(notice.quantity, notice.lot_size) }),
      ...termOf(notice.type, locale),
    })),
  ];
}
