import { getTranslations } from 'next-intl/server';

import { Picture } from '@/components/media/picture';
import { PicturePreload } from '@/components/media/responsive-image';
import type { Banner } from '@/lib/banners/queries';
import { imageSources } from '@/lib/images/srcset';

import type { BannerSlide } from './banner-slider';
import { LazyBannerSlider } from './lazy-banner-slider';

/** The slides fill the width at every breakpoint. */
const SLIDE_SIZES = '100vw';

/**
 * The slider's box keeps its aspect ratio and shows the first slide before any script runs, so nothing moves and
 * the largest paint does not wait for the carousel. Without slides the same box shows the association's motto.
 */
export async function BannerSection({ banners }: { banners: readonly Banner[] }) {
  const t = await getTranslations('home.slider');
  // The slider gets only what it draws: an address and two srcsets per slide.
  const slides: BannerSlide[] = banners.map((banner) => ({
    id: banner.id,
    src: banner.image,
    sources: imageSources(banner.image, 'banner'),
  }));
  const [first] = slides;

  return (
    <section aria-label={t('label')} className="banner">
      {first ? (
        <>
          {/* The first slide is the home page's largest paint: fetched from the head at the width the screen needs. */}
          {first.sources ? <PicturePreload sources={first.sources} sizes={SLIDE_SIZES} /> : null}
          <Picture src={first.src} sources={first.sources} alt="" sizes={SLIDE_SIZES} isFill isPriority />
          <LazyBannerSlider
            slides={slides}
            labels={{
              container: t('label'),
              previous: t('previous'),
              next: t('next'),
              goTo: t('goTo', { index: '{{index}}' }),
              slide: t('slide', { index: '{{index}}', total: '{{slidesLength}}' }),
            }}
          />
        </>
      ) : (
        <div className="banner-empty">
          <p>{t('emptyTitle')}</p>
          <p>{t('emptyText')}</p>
        </div>
      )}
    </section>
  );
}
