import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { listBanners } from '@/lib/banners/queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { listProjectCategories } from '@/lib/menu/queries';
import { listRecentNews } from '@/lib/news/queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { AboutTeaser } from './_components/about-teaser';
import { BannerSection } from './_components/banner-section';
import { ProjectCards } from './_components/project-cards';
import { RecentNews } from './_components/recent-news';

const HOME_NEWS_COUNT = 6;

type HomePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const locale = await readLocale(params);

  // Shared, the home shows its first slide.
  const [firstSlide] = await listBanners();

  return pageMetadata({ locale, path: '/mm', ...(firstSlide ? { image: { url: firstSlide.image } } : {}) });
}

/** Home (seeds 2.2): banner slider, recent news, project cards and a short introduction. */
export default async function HomePage({ params }: HomePageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);

  const [common, banners, news, projects] = await Promise.all([
    getTranslations('common'),
    listBanners(),
    listRecentNews({ locale, limit: HOME_NEWS_COUNT }),
    listProjectCategories(),
  ]);

  return (
    <>
      <h1 className="sr-only">{common('siteName')}</h1>
      <BannerSection banners={banners} />
      <RecentNews news={news} />
      <ProjectCards projects={projects} locale={locale} />
      <AboutTeaser />
    </>
  );
}
