import { getTranslations } from 'next-intl/server';

import { UnknownAddress } from '@/components/layout/page-not-found';
import type { SearchParams } from '@/lib/list-query/lenient-query';
import { loadDirectoryHome } from '@/lib/directory/home';
import type { Locale } from '@/lib/i18n/routing';

import { BannerCarousel } from './banner-carousel';
import { Breadcrumb } from './breadcrumb';
import { CategorySidebar } from './category-sidebar';
import { DirectoryNews } from './directory-news';
import { DirectoryResults } from './directory-results';

/** The directory's home (seeds 2.4): banner, news, the category sidebar and the results of the view. */
export async function DirectoryHome({ query, locale }: { query: SearchParams; locale: Locale }) {
  const [t, home] = await Promise.all([getTranslations('directory.home'), loadDirectoryHome({ params: query, locale })]);
  // A page past the last is not a page of this view (as the news lists answer), not an empty one; nor is an
  // unknown category's view the whole directory.
  if (home.isUnknownCategory || (home.view.page > 1 && home.view.page > home.results.page.totalPages)) return <UnknownAddress home="/yellow-page" />;

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
