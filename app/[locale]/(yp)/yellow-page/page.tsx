import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import type { SearchParams } from '@/lib/admin/lenient-query';
import { loadDirectoryHome, viewMetadata } from '@/lib/directory/home';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import { BannerCarousel } from './_components/banner-carousel';
import { Breadcrumb } from './_components/breadcrumb';
import { CategorySidebar } from './_components/category-sidebar';
import { DirectoryNews } from './_components/directory-news';
import { DirectoryResults } from './_components/directory-results';

// The category, search, letter and page live in the query string (shareable, indexable views), so the page
// renders per request; its lists are read in SQL with indexes (lib/directory/queries.ts).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const meta = await viewMetadata({ params: await searchParams, locale });

  return pageMetadata({ locale, ...meta });
}

/** The directory's home (seeds 2.4): banner, news, the category sidebar and the view of the URL's results. */
export default async function DirectoryHomePage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, home] = await Promise.all([getTranslations('directory.home'), loadDirectoryHome({ params: await searchParams, locale })]);

  return (
    <>
      <BannerCarousel banners={home.banners} />
      <DirectoryNews news={home.news} locale={locale} />
      <div className="yp">
        <h1>{t('title')}</h1>
        <aside>
          <CategorySidebar view={home.view} subCategories={home.subCategories} locale={locale} />
        </aside>
        <div>
          <Breadcrumb crumbs={home.crumbs} />
          <DirectoryResults view={home.view} locale={locale} title={home.categoryName ?? t('results')} results={home.results} />
        </div>
      </div>
    </>
  );
}
