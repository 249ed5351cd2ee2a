import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { loadArchivedEdition } from '@/lib/conference/archive/load-edition';
import { pageMetadata } from '@/lib/seo/metadata';

import { EditionGallery } from '../../_components/edition-gallery';

type Props = { params: Promise<{ locale: string; year: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, edition } = await loadArchivedEdition(params);
  const t = await getTranslations({ locale, namespace: 'conference.gallery' });

  return pageMetadata({
    locale,
    path: `/mw/${edition.year}/gallery`,
    title: `${t('title')} · ${edition.name}`,
    description: t('description'),
  });
}

/** An archived edition's photos by day, as the current edition's gallery shows its own once its days have come. */
export default async function ArchiveGalleryPage({ params }: Props) {
  const { locale, edition } = await loadArchivedEdition(params);
  setRequestLocale(locale);
  const t = await getTranslations('conference.gallery');

  return (
    <div className="pg">
      <h1 className="pg-title">{`${t('title')} · ${edition.year}`}</h1>
      <EditionGallery edition={edition} locale={locale} />
    </div>
  );
}
