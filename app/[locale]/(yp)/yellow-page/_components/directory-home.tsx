import { getTranslations } from 'next-intl/server';

import { UnknownAddress } from '@/components/layout/page-not-found';
import type { SearchParams } from '@/lib/list-query/lenient-query';
import { loadDirectoryHome } from '@/lib/directory/home';
import type { Locale } from '@/lib/i18n/routing';

import { AlphabetBar } from './alphabet-bar';
import { BannerCarousel } from './banner-carousel';
import { Breadcrumb } from './breadcrumb';
import { CategorySidebar } from './category-sidebar';
import { DirectoryNews } from './directory-news';
import { DirectoryResults } from './directory-results';
import { SearchForm } from './search-form';

/**
 * The directory's home (seeds 2.4): the banner, then the directory's own tools (the search and the letters) before
 * the categories and the results, and the news last. On a phone the news' six cards used to come first and pushed
 * the search four screens down; directory.css places the tools beside the results from lg up.
 */
export async function DirectoryHome({ query, locale }: { query: SearchParams; locale: Locale }) {
  const [t, home] = await Promise.all([
    getTranslations('directory.home'),
    loadDirectoryHome({ params: query, locale }),
  ]);
  if (home.isMissing) return <UnknownAddress home="/yellow-page" />;
  const isConsultants = home.results.kind === 'consultants';

  return (
    <>
      <BannerCarousel banners={home.banners} />
      <div className="yp">
        <h1>{t('title')}</h1>
        <div className="yp-tools">
          <SearchForm view={home.view} locale={locale} isConsultants={isConsultants} />
          {isConsultants ? null : <AlphabetBar view={home.view} locale={locale} letters={home.letters} />}
        </div>
        <aside>
          <CategorySidebar view={home.view} subCategories={home.subCategories} locale={locale} />
        </aside>
        <div className="yp-list">
          <Breadcrumb crumbs={home.crumbs} />
          <DirectoryResults view={home.view} title={home.categoryName ?? t('results')} results={home.results} />
        </div>
      </div>
      <DirectoryNews news={home.news} locale={locale} />
    </>
  );
}
