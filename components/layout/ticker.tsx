import { getTranslations } from 'next-intl/server';

import type { RecentNotice, RecentTrade } from '@/lib/trade/queries';

import { PauseIcon } from './icons';
import styles from './ticker.module.css';
import { TickerItems } from './ticker-items';

/** Seconds per entry: long enough to read a seller's name as it passes. */
const SECONDS_PER_ENTRY = 6;

/**
 * Recent trades and notices scrolling sideways, in CSS only: it pauses on hover, on keyboard focus and with the
 * pause switch, and stands still (scrollable) for readers who prefer reduced motion.
 */
export async function Ticker({
  trades,
  notices,
}: {
  trades: readonly RecentTrade[];
  notices: readonly RecentNotice[];
}) {
  const t = await getTranslations('layout.ticker');
  const entries = trades.length + notices.length;

  return (
    <section aria-label={t('label')} className={`${styles.ticker} bg-brand-dark text-sm text-white`}>
      <div className="mx-auto flex h-10 max-w-7xl items-center gap-2 px-2 sm:px-4">
        {entries === 0 ? (
          <p className="px-2">{t('empty')}</p>
        ) : (
          <>
            <div className={`${styles.viewport} min-w-0 flex-1`}>
              <div
                className={styles.track}
                style={{ ['--ticker-duration' as string]: `${entries * SECONDS_PER_ENTRY}s` }}
              >
                <TickerItems trades={trades} notices={notices} isCopy={false} />
                <div aria-hidden="true" className={`${styles.copy} flex`}>
                  <TickerItems trades={trades} notices={notices} isCopy />
                </div>
              </div>
            </div>
            <label className={`${styles.pauseControl} relative shrink-0 cursor-pointer`}>
              <input type="checkbox" className={`${styles.pause} sr-only`} />
              <span
                className={`${styles.pauseIcon} inline-flex size-7 items-center justify-center rounded-full border border-white/70`}
              >
                <PauseIcon className="size-4" />
              </span>
              <span className="sr-only">{t('pause')}</span>
            </label>
          </>
        )}
      </div>
    </section>
  );
}
