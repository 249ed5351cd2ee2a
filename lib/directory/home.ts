import 'server-only';

import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import type { SearchParams } from '@/lib/list-query/lenient-query';
import type { Locale } from '@/lib/i18n/routing';

import { CONSULTANT_CATEGORY_ID, mainCategoryName } from './main-categories';
import {
  type CompanyPage,
  type ConsultantPage,
  DIRECTORY_NEWS_LIMIT,
  listCompanies,
  listCompanyLetters,
  listConsultants,
  listDirectoryBanners,
  listDirectoryNews,
  listSubCategories,
} from './queries';
import { COMPANY_PAGE_SIZE, CONSULTANT_PAGE_SIZE } from './schema';
import { directoryHref, type DirectoryView, namesUnknownCategory, parseDirectoryView } from './view';

type HomeInput = { params: SearchParams; locale: Locale };
export type Crumb = { label: string; href: string };
export type DirectoryResultsData =
  { kind: 'companies'; page: CompanyPage } | { kind: 'consultants'; page: ConsultantPage };

/** The view of the URL with the names of its category: the heading, the breadcrumb and the page's title. */
async function resolveView({ params, locale }: HomeInput) {
  const subCategories = await listSubCategories(locale);
  const view = parseDirectoryView({ params, subCategories, locale });
  const sub = subCategories.find((category) => category.id === view.sub);
  const crumbs: Crumb[] = [
    ...(view.main ? [{ label: mainCategoryName(view.main, locale), href: directoryHref({ main: view.main }) }] : []),
    ...(sub ? [{ label: sub.name, href: directoryHref({ main: sub.mainCode, sub: sub.id }) }] : []),
  ];

  return {
    view,
    subCategories,
    crumbs,
    categoryName: crumbs.at(-1)?.label,
    isUnknownCategory: namesUnknownCategory({ params, subCategories }),
  };
}

function listResults(view: DirectoryView, locale: Locale): Promise<DirectoryResultsData> {
  // Seeds 2.4: sub category 95 lists the consultant engineers, searched by name, instead of companies.
  if (view.sub === CONSULTANT_CATEGORY_ID) {
    return listConsultants({ locale, q: view.q, page: view.page, limit: CONSULTANT_PAGE_SIZE }).then((page) => ({
      kind: 'consultants',
      page,
    }));
  }

  return listCompanies({ locale, ...view, limit: COMPANY_PAGE_SIZE }).then((page) => ({ kind: 'companies', page }));
}

/**
 * The letter buttons that lead to companies in the view's category (none for the consultants, who have no letter
 * bar). Read with the page, so a cached view caches its letters too and staff changes renew both.
 */
function listLetters(view: DirectoryView, locale: Locale): Promise<string[]> {
  if (view.sub === CONSULTANT_CATEGORY_ID) return Promise.resolve([]);

  return listCompanyLetters({ locale, main: view.main, sub: view.sub });
}

/** Everything the directory's home shows for the URL's view, read at once (once per request: metadata and page). */
const loadHome = cache(async (paramsKey: string, locale: Locale) => {
  const input: HomeInput = { params: JSON.parse(paramsKey) as SearchParams, locale };
  const { view, subCategories, crumbs, categoryName, isUnknownCategory } = await resolveView(input);
  const [banners, news, results, letters] = await Promise.all([
    listDirectoryBanners(),
    listDirectoryNews(DIRECTORY_NEWS_LIMIT),
    listResults(view, input.locale),
    listLetters(view, input.locale),
  ]);
  // A page past the last is not a page of this view (as the news lists answer), not an empty one; nor is an
  // unknown category's view the whole directory.
  const isMissing = isUnknownCategory || (view.page > 1 && view.page > results.page.totalPages);

  return { view, subCategories, crumbs, categoryName, isMissing, banners, news, results, letters };
});

export function loadDirectoryHome({ params, locale }: HomeInput) {
  return loadHome(JSON.stringify(params), locale);
}

/**
 * The view's canonical address and title: a category, letter or page is a page of its own; a search result is
 * not indexed (its canonical is the view without the term). Null for a view that is not there (an unknown
 * category, a page past the last), whose page is the not-found page.
 */
export async function viewMetadata(input: HomeInput): Promise<{
  path: string;
  title?: string;
  siteName: string;
  description: string;
  image?: { url: string };
  isIndexable: boolean;
} | null> {
  const [{ view, categoryName, isMissing, banners }, t] = await Promise.all([
    loadDirectoryHome(input),
    getTranslations({ locale: input.locale, namespace: 'directory' }),
  ]);
  if (isMissing) return null;
  const [firstBanner] = banners;

  const path = view.q ? directoryHref({ main: view.main, sub: view.sub }) : directoryHref(view);

  return {
    path,
    title: categoryName,
    siteName: t('siteName'),
    description: t('description'),
    // Shared, a view shows the directory's first banner.
    ...(firstBanner ? { image: { url: firstBanner.image } } : {}),
    isIndexable: !view.q,
  };
}
