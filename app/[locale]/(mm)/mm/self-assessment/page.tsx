import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/i18n/link';
import { listCodexGroups } from '@/lib/assessment/codex';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { SelfAssessmentFlow } from './_components/self-assessment-flow';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type SelfAssessmentPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: SelfAssessmentPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'assessment.self' });

  return pageMetadata({ locale, path: '/mm/self-assessment', title: t('title'), description: t('description') });
}

/** The anonymous self-assessment (seeds 2.3, 4): the codex is read here and answered in the browser. */
export default async function SelfAssessmentPage({ params }: SelfAssessmentPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, groups] = await Promise.all([getTranslations('assessment.self'), listCodexGroups(locale)]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link href="/mm/assessment" className="font-medium text-brand-dark underline-offset-2 hover:underline">
          ← {t('back')}
        </Link>
      </nav>
      <h1 className="pg-title">{t('title')}</h1>
      <p className="mt-3 mb-8 max-w-3xl leading-relaxed text-ink">{t('description')}</p>
      <ClientMessages paths={['assessment', 'validation']}>
        <SelfAssessmentFlow groups={groups} />
      </ClientMessages>
    </div>
  );
}
