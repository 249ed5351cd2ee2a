import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { eventJsonLd } from '@/lib/conference/event-json-ld';
import { getCurrentEdition } from '@/lib/conference/editions/public-queries';
import { registrationState } from '@/lib/conference/sign-up/window';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

import { EditionFigures } from '../_components/edition-figures';
import { OrganiserLogos } from '../_components/organiser-logos';
import { RegistrationClosed } from '../_components/registration-closed';
import { VideoBanner } from '../_components/video-banner';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const [t, edition] = await Promise.all([
    getTranslations({ locale, namespace: 'conference' }),
    getCurrentEdition(locale),
  ]);

  return pageMetadata({
    locale,
    path: '/mw',
    title: edition?.name ?? t('siteName'),
    description: t('description'),
    ...(edition?.poster ? { image: { url: edition.poster, alt: edition.name } } : {}),
  });
}

/**
 * The current edition's home (seeds 2.2): video banner, figures, the invitation with the way to register (or, once
 * the edition has ended, the notice that registration is closed), organisers.
 */
export default async function ConferenceHomePage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, common, edition] = await Promise.all([
    getTranslations('conference'),
    getTranslations('common'),
    getCurrentEdition(locale),
  ]);
  if (!edition) {
    return (
      <div className="pg">
        <h1 className="pg-title">{t('siteName')}</h1>
        <p className="pg-intro">{t('noEdition')}</p>
      </div>
    );
  }
  const jsonLd = eventJsonLd({
    edition,
    url: absoluteUrl(localizedPath('/mw', locale)),
    description: t('description'),
    organiser: { name: common('siteName'), url: absoluteUrl(localizedPath('/mm', locale)) },
    ...(edition.poster ? { image: absoluteUrl(edition.poster) } : {}),
  });

  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <VideoBanner locale={locale} edition={edition} />
      <EditionFigures figures={edition.figures} />
      <section aria-labelledby="invitation-title" className="sec">
        <h2 id="invitation-title" className="sec-title">
          {t('home.invitation')}
        </h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: edition.invitation }} />
        {registrationState(edition) === 'open' ? (
          <Link href="/mw/register" className="mw-register">
            {t('home.register')}
          </Link>
        ) : (
          <RegistrationClosed edition={edition} locale={locale} />
        )}
      </section>
      <OrganiserLogos eventId={edition.id} />
    </>
  );
}
