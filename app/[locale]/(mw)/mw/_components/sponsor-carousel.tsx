'use client';

import { useStartAfterLoad } from '@/components/media/use-start-after-load';

const loadSponsorSwiper = () => import('./sponsor-swiper').then((module) => module.startSponsorSwiper);

/** Sets the server-rendered sponsor row moving once the page has loaded (Swiper arrives then). */
export function SponsorCarousel({ targetId }: { targetId: string }) {
  useStartAfterLoad(targetId, loadSponsorSwiper);

  return null;
}
