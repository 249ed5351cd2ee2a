'use client';

import { useEffect } from 'react';

import { whenIdleAfterLoad } from '@/components/media/when-idle-after-load';

/**
 * Sets the server-rendered banner moving once the page has loaded: Swiper and its styles arrive then, so neither
 * the largest paint (the first slide) nor the page's payload carries them.
 */
export function BannerCarouselStarter({ targetId }: { targetId: string }) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isCancelled = false;
    const cancelWait = whenIdleAfterLoad(() => {
      void import('./banner-swiper').then(({ startBannerSwiper }) => {
        if (!isCancelled) stop = startBannerSwiper(targetId);
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
