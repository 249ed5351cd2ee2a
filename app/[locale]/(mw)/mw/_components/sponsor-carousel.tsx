'use client';

import { useEffect } from 'react';

import { whenIdleAfterLoad } from '@/components/media/when-idle-after-load';

/**
 * Sets the server-rendered sponsor row moving once the page has loaded: Swiper and its styles arrive then, so
 * neither the first paint nor the page's payload carries them.
 */
export function SponsorCarousel({ targetId }: { targetId: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const cancelWait = whenIdleAfterLoad(() => {
      void import('./sponsor-swiper').then(({ startSponsorSwiper }) => {
        if (!isCancelled) stop = startSponsorSwiper(targetId);
      });
    });

    return () => {
      isCancelled = true;
      cancelWait();
      stop?.();
    };
  }, [targetId]);

  return null;
}
