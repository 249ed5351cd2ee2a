import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { OfficeContacts } from '@/components/contact/office-contacts';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedAddress } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { absoluteUrl } from '@/lib/seo/urls';
import { contactJsonLd } from '@/lib/static-pages/contact';

import { OfficeMap } from '@/components/contact/office-map';

export function generateStaticParams() {
  return [];
}

type ContactPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.contact' });

  return pageMetadata({ locale, path: '/mm/contact', title: t('title'), description: t('description') });
}

/** Contact (seeds 2.3): the office's address, phone, e-mail (site settings) and opening hours beside a map. */
export default async function ContactPage({ params }: ContactPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, common, settings] = await Promise.all([
    getTranslations('pages.contact'),
    getTranslations('common'),
    getSiteSettings(),
  ]);
  const jsonLd = settings
    ? contactJsonLd({
        name: common('siteName'),
        url: absoluteUrl(localizedPath('/mm/contact', locale)),
        logo: absoluteUrl('/images/logo.svg'),
        contact: { ...settings, address: localizedAddress(settings, locale) },
      })
    : null;

  return (
    <div className="pg">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
      <h1 className="pg-title">{t('title')}</h1>
      <p className="pg-intro">{t('intro')}</p>
      <div className="ct">
        <OfficeContacts settings={settings} locale={locale} title={t('detailsTitle')} />
        {settings ? <OfficeMap position={settings} locale={locale} /> : null}
      </div>
    </div>
  );
}
