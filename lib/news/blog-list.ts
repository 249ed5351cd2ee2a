import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import type { BlogQuery } from './blog-segment';
import { getNewsCategory, listNewsByCategory, listNewsByMonth, type NewsPage, searchNews } from './queries';

export type BlogList = { title: string; result: NewsPage };

/**
 * Loads the list a /mm/blog address asks for with its heading; null when the category does not exist or the month
 * has no news: the months of the archive are those with news, and the others, without end, are no lists.
 */
export async function loadBlogList(query: BlogQuery, locale: Locale): Promise<BlogList | null> {
  const t = await getTranslations({ locale, namespace: 'news' });
  const { page } = query;

  if (query.kind === 'category') {
    const category = await getNewsCategory(query.cid);
    if (!category) return null;

    return {
      title: pickLocalized(category.category, category.category_en, locale),
      result: await listNewsByCategory({ cid: query.cid, locale, page }),
    };
  }
  if (query.kind === 'month') {
    const format = await getFormatter({ locale });
    const month = format.dateTime(new Date(`${query.month}-01T00:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const result = await listNewsByMonth({ month: query.month, locale, page });
    if (result.total === 0) return null;

    return { title: t('archiveTitle', { month }), result };
  }

  return { title: t('searchTitle', { term: query.term }), result: await searchNews({ term: query.term, locale, page }) };
}
