import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { listEditionNews } from '@/lib/conference/archive/news';
import { archiveNewsPath } from '@/lib/conference/archive/menu-links';
import { pageMetadata } from '@/lib/seo/metadata';

import { NewsList } from '../_components/news-list';

type Props = { params: Promise<{ locale: string; year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition } = await loadArchivedEdition(params);
  const t = await getTranslations({ locale, namespace: 'conference.archive' });

  return pageMetadata({
    locale,
    path: `/mw/${edition.year}/news`,
    title: `${t('news')} · ${edition.name}`,
    description: t('newsDescription', { year: edition.year }),
  });
}

/** Seeds 2.2 the archive's news list: the first page of that edition's news of every category, newest first. */
export default async function ArchiveNewsPage({ params }: Props) {
  const { locale, edition } = await loadArchivedEdition(params);
  setRequestLocale(locale);
  const [t, result] = await Promise.all([
    getTranslations('conference.archive'),
    listEditionNews({ eventId: edition.id, locale, page: 1 }),
  ]);

  return (
    <NewsList
      locale={locale}
      edition={edition}
      title={t('allNews')}
      trail={[]}
      result={result}
      page={1}
      hrefFor={(page) => archiveNewsPath(edition.year, null, page)}
    />
  );
}
