'use client';

import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import { Picture } from '@/components/media/picture';
import { startAutoplay } from '@/components/media/slider-autoplay';
import type { ImageSources } from '@/lib/images/srcset';

import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './banner-slider.css';

/** Seeds: the home banner advances every 5 seconds. */
const AUTOPLAY_DELAY_MS = 5000;

export type BannerSliderLabels = { container: string; previous: string; next: string; goTo: string; slide: string };
/** One slide as the server prepared it: the original's address and its copies' srcsets. */
export type BannerSlide = { id: number; src: string; sources: ImageSources | null };

/** The home-page slides; the first one replaces the server-rendered stand-in, the others load lazily. */
export function BannerSlider({ slides, labels }: { slides: readonly BannerSlide[]; labels: BannerSliderLabels }) {
  const hasSeveral = slides.length > 1;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || !hasSeveral) return;

    return startAutoplay(swiper, AUTOPLAY_DELAY_MS);
  }, [swiper, hasSeveral]);

  return (
    <Swiper
      modules={[A11y, Navigation, Pagination]}
      onSwiper={setSwiper}
      className="banner-slider size-full"
      loop={hasSeveral}
      navigation={hasSeveral}
      pagination={hasSeveral ? { clickable: true } : false}
      a11y={{
        // The timer advances the slides: announcing each change would interrupt screen-reader users every 5 s.
        wrapperLiveRegion: false,
        containerMessage: labels.container,
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        paginationBulletMessage: labels.goTo,
        slideLabelMessage: labels.slide,
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id}>
          {/* The same sizes as the stand-in, so the first slide reuses the file it already loaded. */}
          <Picture src={slide.src} sources={slide.sources} alt="" sizes="100vw" isFill isPriority={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
