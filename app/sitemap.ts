import type { MetadataRoute } from 'next';

import { listArchivePaths } from '@/lib/conference/archive/sitemap';
import { CONFERENCE_NAV } from '@/lib/conference/navigation';
import { listArchivedYears } from '@/lib/conference/editions/public-queries';
import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';
import { listCompaniesForSitemap, listSubCategories } from '@/lib/directory/queries';
import { directoryHref } from '@/lib/directory/view';
import { LOCALES } from '@/lib/i18n/routing';
import { blogPath } from '@/lib/news/blog-segment';
import { listCategoryNewsCounts, listNewsForSitemap } from '@/lib/news/queries';
import { PUBLIC_PAGES } from '@/lib/seo/public-pages';
import { listStaticPageIds } from '@/lib/static-pages/queries';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { absoluteUrl } from '@/lib/seo/urls';

// Read at request time: the build has no database.
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

/** Both languages of a page, each naming the other as its alternate. */
function bothLanguages(path: string, extra: Omit<Entry, 'url' | 'alternates'>): Entry[] {
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))]));

  return LOCALES.map((locale) => ({
    url: absoluteUrl(localizedPath(path, locale)),
    alternates: { languages },
    ...extra,
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, staticPages, news, archivedYears, archivePaths, subCategories, companies] = await Promise.all([
    listCategoryNewsCounts(),
    listStaticPageIds(),
    listNewsForSitemap(),
    listArchivedYears(),
    listArchivePaths(),
    listSubCategories('mn'),
    listCompaniesForSitemap(),
  ]);
  // The directory's views by category: one query parameter each, so no `&` needs escaping in the XML.
  const directoryViews = [
    ...MAIN_CATEGORIES.map((main) => directoryHref({ main: main.code })),
    ...subCategories.map((sub) => directoryHref({ sub: sub.id })),
  ];

  return [
    ...PUBLIC_PAGES.flatMap((page) =>
      bothLanguages(page.path, { priority: page.priority, changeFrequency: page.changeFrequency }),
    ),
    ...CONFERENCE_NAV.map((item) => item.href).flatMap((path) =>
      bothLanguages(path, { priority: path === '/mw' ? 0.9 : 0.6, changeFrequency: 'weekly' }),
    ),
    ...archivedYears.flatMap((year) => bothLanguages(`/mw/${year}`, { priority: 0.4, changeFrequency: 'yearly' })),
    ...archivePaths.flatMap(({ path, lastModified }) =>
      bothLanguages(path, { lastModified, priority: 0.3, changeFrequency: 'yearly' }),
    ),
    ...categories.flatMap((category) =>
      bothLanguages(blogPath(category.cid), { priority: 0.7, changeFrequency: 'daily' }),
    ),
    ...staticPages.flatMap((cid) => bothLanguages(`/mm/page/${cid}`, { priority: 0.6, changeFrequency: 'monthly' })),
    ...news.flatMap((item) =>
      bothLanguages(`/mm/detail/${item.id}`, {
        lastModified: item.updated_at,
        priority: 0.6,
        changeFrequency: 'monthly',
      }),
    ),
    ...bothLanguages('/yellow-page', { priority: 0.8, changeFrequency: 'daily' }),
    ...bothLanguages('/yellow-page/contact', { priority: 0.4, changeFrequency: 'monthly' }),
    ...bothLanguages('/yellow-page/register', { priority: 0.5, changeFrequency: 'monthly' }),
    ...directoryViews.flatMap((path) => bothLanguages(path, { priority: 0.6, changeFrequency: 'weekly' })),
    ...companies.flatMap((company) =>
      bothLanguages(`/yellow-page/${company.id}`, {
        lastModified: company.updatedAt,
        priority: 0.5,
        changeFrequency: 'monthly',
      }),
    ),
  ];
}
