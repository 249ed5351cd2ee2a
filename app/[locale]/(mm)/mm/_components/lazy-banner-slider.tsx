'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import type { BannerSlide, BannerSliderLabels } from './banner-slider';

const BannerSlider = dynamic(() => import('./banner-slider').then((module) => module.BannerSlider), { ssr: false });

/** Runs `callback` once the page has loaded and the browser is idle (a short delay where idle callbacks are missing). */
function whenIdleAfterLoad(callback: () => void): () => void {
  const hasIdleCallback = typeof window.requestIdleCallback === 'function';
  let cancel = () => {};
  const schedule = () => {
    if (hasIdleCallback) {
      const id = window.requestIdleCallback(callback, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

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
