import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { EditionGallery } from '../../_components/edition-gallery';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.gallery' });

  return pageMetadata({ locale, path: '/mw/gallery', title: t('title'), description: t('description') });
}

/** The current edition's photos by agenda day (seeds 2.2). */
export default async function ConferenceGalleryPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, conference, edition] = await Promise.all([
    getTranslations('conference.gallery'),
    getTranslations('conference'),
    getCurrentEdition(locale),
  ]);

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      {edition ? (
        <EditionGallery edition={edition} locale={locale} />
      ) : (
        <p className="pg-intro">{conference('noEdition')}</p>
      )}
    </div>
  );
}
