import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { OfficeContacts } from '@/components/contact/office-contacts';
import { OfficeMap } from '@/components/contact/office-map';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSiteSettings } from '@/lib/settings/queries';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'directory.contact' });

  return pageMetadata({ locale, path: '/yellow-page/contact', title: t('title'), description: t('description') });
}

/** Seeds 2.4: the association's phone, e-mail and address (site settings), Monday to Friday 09:00-18:00, the map. */
export default async function DirectoryContactPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, settings] = await Promise.all([getTranslations('directory.contact'), getSiteSettings()]);

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="pg-intro">{t('intro')}</p>
      <div className="ct">
        <OfficeContacts settings={settings} locale={locale} title={t('office')} />
        {settings ? <OfficeMap position={settings} locale={locale} /> : null}
      </div>
    </div>
  );
}
