import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { formatEditionDates } from '@/lib/conference/dates';
import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { EditionFigures } from '../../_components/edition-figures';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.about' });

  return pageMetadata({ locale, path: '/mw/about', title: t('title'), description: t('description') });
}

/** About the current edition (seeds 2.2): what it is, when and where, who organises it, in figures. */
export default async function ConferenceAboutPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, conference, common, edition] = await Promise.all([
    getTranslations('conference.about'),
    getTranslations('conference'),
    getTranslations('common'),
    getCurrentEdition(locale),
  ]);

  return (
    <>
      <div className="pg">
        <h1 className="pg-title">{t('title')}</h1>
        {edition ? (
          <>
            <dl className="mw-facts">
              <div>
                <dt>{t('when')}</dt>
                <dd>{formatEditionDates(locale, edition.startsOn, edition.endsOn)}</dd>
              </div>
              <div>
                <dt>{t('where')}</dt>
                <dd>{edition.venue}</dd>
              </div>
              <div>
                <dt>{t('organiser')}</dt>
                <dd>{common('siteName')}</dd>
              </div>
            </dl>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: edition.about }} />
          </>
        ) : (
          <p className="pg-intro">{conference('noEdition')}</p>
        )}
      </div>
      {edition ? <EditionFigures figures={edition.figures} /> : null}
    </>
  );
}
