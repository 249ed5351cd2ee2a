'use client';

import { useStartAfterLoad } from '@/components/media/use-start-after-load';

const loadBannerSwiper = () => import('./banner-swiper').then((module) => module.startBannerSwiper);

/**
 * Sets the server-rendered banner moving once the page has loaded: Swiper arrives then, so neither the largest
 * paint (the first slide) nor the page's payload carries it.
 */
export function BannerCarouselStarter({ targetId }: { targetId: string }) {
  useStartAfterLoad(targetId, loadBannerSwiper);

  return null;
}
