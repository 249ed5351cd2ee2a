import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import type { Banner } from '@/lib/content/queries';

import { LazyBannerSlider } from './lazy-banner-slider';

/**
 * The slider's box keeps its aspect ratio and shows the first slide before any script runs, so nothing moves and
 * the largest paint does not wait for the carousel. Without slides the same box shows the association's motto.
 */
export async function BannerSection({ banners }: { banners: readonly Banner[] }) {
  const t = await getTranslations('home.slider');
  const [first] = banners;

  return (
    <section
      aria-label={t('label')}
      className="relative aspect-[16/9] w-full overflow-hidden bg-brand-dark sm:aspect-[16/6]"
    >
      {first ? (
        <>
          <Image src={first.image} alt="" fill sizes="100vw" preload fetchPriority="high" className="object-cover" />
          <LazyBannerSlider
            banners={banners}
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
        <div className="flex size-full flex-col items-center justify-center gap-2 px-6 text-center text-white">
          <p className="text-2xl font-bold sm:text-4xl">{t('emptyTitle')}</p>
          <p className="max-w-xl text-base sm:text-lg">{t('emptyText')}</p>
        </div>
      )}
    </section>
  );
}
