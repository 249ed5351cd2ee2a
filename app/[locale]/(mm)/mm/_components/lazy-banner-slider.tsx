'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import { whenIdleAfterLoad } from '@/components/media/when-idle-after-load';

import type { BannerSlide, BannerSliderLabels } from './banner-slider';

const BannerSlider = dynamic(() => import('./banner-slider').then((module) => module.BannerSlider), { ssr: false });

/**
 * The slider's script is fetched after the page has loaded: until then the server-rendered first slide beneath
 * stands in for it, so the largest paint and the first interaction never wait for the carousel.
 */
export function LazyBannerSlider({ slides, labels }: { slides: readonly BannerSlide[]; labels: BannerSliderLabels }) {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => whenIdleAfterLoad(() => setIsReady(true)), []);

  if (!isReady) return null;

  return (
    <div className="absolute inset-0">
      <BannerSlider slides={slides} labels={labels} />
    </div>
  );
}
