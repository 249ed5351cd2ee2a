import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { listCommitteeLogos } from '@/lib/about/queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { listProjectCategories } from '@/lib/menu/queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { CommitteesSection } from './_components/committees-section';
import { LegalSection } from './_components/legal-section';
import { ProjectsSection } from './_components/projects-section';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type ActivityPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ActivityPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'about.activity' });

  return pageMetadata({ locale, path: '/mm/activity', title: t('title'), description: t('description') });
}

/** Activity (seeds 2.2): #1 main working groups, #2 projects, #3 legal information. */
export default async function ActivityPage({ params }: ActivityPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, logos, projects] = await Promise.all([
    getTranslations('about.activity'),
    listCommitteeLogos(locale),
    listProjectCategories(),
  ]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold text-ink">{t('title')}</h1>
      <CommitteesSection logos={logos} />
      <ProjectsSection projects={projects} locale={locale} />
      <LegalSection />
    </div>
  );
}
