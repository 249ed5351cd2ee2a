import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { UnknownAddress, unknownAddressMetadata } from '@/components/layout/page-not-found';
import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { listConferenceNewsCategories, listEditionNews } from '@/lib/conference/archive/news';
import { archiveNewsPath, parseArchiveNewsSegment } from '@/lib/conference/archive/menu-links';
import type { Edition } from '@/lib/conference/editions/public-queries';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import { NewsList } from '../../_components/news-list';

type Props = { params: Promise<{ locale: string; year: string; slug: string }> };

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

/**
 * `{cid}={page}` (a category's list) or `all={page}`; an unknown or inactive category, or a page past the last,
 * is no list (null).
 */
async function loadList(slug: string, edition: Edition, locale: Locale) {
  // The locale is passed on: metadata is rendered before the page sets it for the request.
  const t = await getTranslations({ locale, namespace: 'conference.archive' });
  const query = parseArchiveNewsSegment(decodeURIComponent(slug));
  if (!query) return null;
  let title = t('allNews');
  if (query.cid !== null) {
    const category = (await listConferenceNewsCategories(edition.id)).find((item) => item.id === query.cid);
    if (!category) return null;
    title = pickLocalized(category.category, category.category_en, locale);
  }
  const result = await listEditionNews({
    eventId: edition.id,
    categoryCid: query.cid ?? undefined,
    locale,
    page: query.page,
  });
  if (query.page > Math.max(1, result.totalPages)) return null;

  return { query, title, result };
}

async function load(params: Props['params']) {
  const [{ locale, edition }, { slug }] = await Promise.all([loadArchivedEdition(params), params]);

  return { locale, edition, list: await loadList(slug, edition, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition, list } = await load(params);
  if (!list) return unknownAddressMetadata(locale);
  const { query, title } = list;

  return pageMetadata({
    locale,
    path: archiveNewsPath(edition.year, query.cid, query.page),
    title: `${query.page > 1 ? `${title} (${query.page})` : title} · ${edition.name}`,
  });
}

/** Seeds 2.2 `/mw/{year}/news/{cid}`: one category's news of that edition, six a page. */
export default async function ArchiveCategoryNewsPage({ params }: Props) {
  const { locale, edition, list } = await load(params);
  setRequestLocale(locale);
  if (!list) return <UnknownAddress home={`/mw/${edition.year}`} />;
  const { query, title, result } = list;

  return (
    <NewsList
      locale={locale}
      edition={edition}
      title={title}
      trail={query.cid === null ? [] : [{ label: title }]}
      result={result}
      page={query.page}
      hrefFor={(page) => archiveNewsPath(edition.year, query.cid, page)}
    />
  );
}
