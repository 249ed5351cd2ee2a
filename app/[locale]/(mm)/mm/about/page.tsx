import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { listAboutPeople } from '@/lib/about/queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { OrganisationSection } from './_components/organisation-section';
import { StructureSection } from './_components/structure-section';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type AboutPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: AboutPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });

  return pageMetadata({ locale, path: '/mm/about', title: t('title'), description: t('description') });
}

/** About the association (seeds 2.2): #1 the organisation, #2 its presidents, council and office. */
export default async function AboutPage({ params }: AboutPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, people] = await Promise.all([
    getTranslations('about'),
    listAboutPeople(['President', 'Association', 'Office']),
  ]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold text-ink">{t('title')}</h1>
      <OrganisationSection />
      <StructureSection people={people} locale={locale} />
    </div>
  );
}
