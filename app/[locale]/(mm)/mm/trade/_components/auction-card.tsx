import { getLocale, getTranslations } from 'next-intl/server';

import { formatDateText } from '@/lib/i18n/date-text';
import { langOfText } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { ScheduledAuction } from '@/lib/trade/auction-schedule';
import { noticeLink } from '@/lib/trade/queries';
import { localizeTradeTerm } from '@/lib/trade/terms';
import { noticeTonnage } from '@/lib/trade/tonnage';

import { OutboundLink } from './outbound-link';

/** One announced auction: when, who sells, the order, and the tonnage offered (quantity × lot size). */
export async function AuctionCard({ notice }: { notice: ScheduledAuction }) {
  const [t, locale] = await Promise.all([getTranslations('trade.schedule'), getLocale()]);
  const pageLocale = localeOrDefault(locale);
  const href = noticeLink(notice);
  const { text: type, ...typeLang } = localizeTradeTerm(notice.type, pageLocale);

  return (
    <article className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-muted">
        {t('sellDate')}:{' '}
        <time dateTime={notice.sell_date}>{formatDateText(pageLocale, notice.sell_date, 'dateTime')}</time>
      </p>
      <h3 {...langOfText(notice.seller_name, pageLocale)} className="text-lg font-semibold leading-snug text-ink">
        {notice.seller_name}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('orderNum')}</dt>
        <dd className="font-medium">{notice.order_num}</dd>
        <dt className="text-muted">{t('type')}</dt>
        <dd {...typeLang} className="font-medium">
          {type}
        </dd>
        <dt className="text-muted">{t('tonnage')}</dt>
        <dd>
          <span className="font-semibold text-brand-dark" data-testid="tonnage">
            {t('tonnageValue', { tons: noticeTonnage(notice.quantity, notice.lot_size) })}
          </span>
          <span className="block text-xs text-muted">
            {t('lots', { quantity: notice.quantity, lotSize: notice.lot_size })}
          </span>
        </dd>
        <dt className="text-muted">{t('currency')}</dt>
        <dd className="font-medium">{notice.currency}</dd>
      </dl>
      {href && (
        <OutboundLink
          href={href}
          label={t('detailsLabel', { orderNum: notice.order_num })}
          className="mt-auto self-start rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {t('details')}
        </OutboundLink>
      )}
    </article>
  );
}
