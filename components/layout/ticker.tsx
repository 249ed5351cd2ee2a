import { getLocale, getTranslations } from 'next-intl/server';

import { getPathname } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';

import { PauseIcon } from './icons';
import styles from './ticker.module.css';
import { TickerFeed } from './ticker-feed';

/**
 * Recent trades and notices scrolling sideways. It pauses on hover, on keyboard focus and with the pause switch,
 * and stands still (scrollable) for readers who prefer reduced motion.
 */
export async function Ticker() {
  const [t, locale] = await Promise.all([getTranslations('layout.ticker'), getLocale()]);
  const pageLocale = isLocale(locale) ? locale : 'mn';
  const labels = {
    trades: t('trades'),
    notices: t('notices'),
    empty: t('empty'),
    fallback: t('fallback'),
    fallbackHref: getPathname({ href: '/mm/trade', locale: pageLocale }),
  };

  return (
    <section aria-label={t('label')} className={`${styles.ticker} bg-brand-dark text-sm text-white`}>
      <div className="mx-auto flex h-10 max-w-7xl items-center gap-2 px-2 sm:px-4">
        <TickerFeed locale={pageLocale} labels={labels} />
        <label className={`${styles.pauseControl} relative shrink-0 cursor-pointer`}>
          <input type="checkbox" className={`${styles.pause} sr-only`} />
          <span className={`${styles.pauseIcon} inline-flex size-7 items-center justify-center rounded-full border border-white/70`}>
            <PauseIcon className="size-4" />
          </span>
          <span className="sr-only">{t('pause')}</span>
        </label>
      </div>
    </section>
  );
}
