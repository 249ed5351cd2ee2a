import { getTranslations } from 'next-intl/server';

import { ResponsiveImage } from '@/components/media/responsive-image';
import type { DirectoryBanner } from '@/lib/directory/queries';

import { BannerCarouselStarter } from './banner-carousel-starter';

import '@/components/media/swiper-core.css';

const CAROUSEL_ID = 'yp-banner';
/** The banner spans the page up to the 80rem frame. */
const SLIDE_SIZES = '(min-width: 1280px) 1280px, 100vw';

/**
 * The directory's banners (seeds 2.4) as a row of slides that shows its first one before any script: that slide is
 * the page's largest paint, preloaded; the island then sets the row moving without the slides in its props.
 */
export async function BannerCarousel({ banners }: { banners: readonly DirectoryBanner[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('directory.home');

  return (
    <section aria-label={t('banner')} id={CAROUSEL_ID} className="yp-banner">
      {/* Plain boxes, not a list: Swiper gives each slide the role of a group (the carousel pattern). */}
      <div className="yp-slides">
        {banners.map((banner, index) => (
          <div key={banner.id}>
            <ResponsiveImage
              src={banner.image}
              alt=""
              use="cover"
              sizes={SLIDE_SIZES}
              isFill
              isPriority={index === 0}
            />
          </div>
        ))}
      </div>
      <BannerCarouselStarter targetId={CAROUSEL_ID} />
    </section>
  );
}
