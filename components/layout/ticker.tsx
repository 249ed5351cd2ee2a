import { getLocale, getTranslations } from 'next-intl/server';

import { localizedPath } from '@/lib/i18n/locale-paths';
import { localeOrDefault } from '@/lib/i18n/routing';

import { PauseIcon } from './icons';
import { TickerFeed } from './ticker-feed';

/**
 * Recent trades and notices scrolling sideways. It pauses on hover, on keyboard focus and with the pause switch,
 * and stands still (scrollable) for readers who prefer reduced motion.
 */
export async function Ticker() {
  const [t, locale] = await Promise.all([getTranslations('layout.ticker'), getLocale()]);
  const pageLocale = localeOrDefault(locale);
  const labels = {
    trades: t('trades'),
    notices: t('notices'),
    empty: t('empty'),
    fallback: t('fallback'),
    fallbackHref: localizedPath('/mm/trade', pageLocale),
  };

  return (
    <section aria-label={t('label')} className="tk">
      <div className="tk-in">
        <TickerFeed locale={pageLocale} labels={labels} />
        <label className="tk-pause">
          <input type="checkbox" className="sr-only" />
          <span className="tk-pause-icon">
            <PauseIcon className="i4" />
          </span>
          <span className="sr-only">{t('pause')}</span>
        </label>
      </div>
    </section>
  );
}
