'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import type { Banner } from '@/lib/content/queries';

import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './banner-slider.css';

import { startAutoplay } from './slider-autoplay';

/** Seeds: the home banner advances every 5 seconds. */
const AUTOPLAY_DELAY_MS = 5000;

export type BannerSliderLabels = { container: string; previous: string; next: string; goTo: string; slide: string };

/** The home-page slides; the first one replaces the server-rendered stand-in, the others load lazily. */
export function BannerSlider({ banners, labels }: { banners: readonly Banner[]; labels: BannerSliderLabels }) {
  const hasSeveral = banners.length > 1;
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
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <Image
            src={banner.image}
            alt=""
            fill
            sizes="100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            className="object-cover"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
