import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';

import { AssessmentChoices } from './_components/assessment-choices';
import { CodexSummary } from './_components/codex-summary';

export function generateStaticParams() {
  return [];
}

type AssessmentPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: AssessmentPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages.assessment' });

  return pageMetadata({ locale, path: '/mm/assessment', title: t('title'), description: t('description') });
}

/** The assessment landing (seeds 2.2): the codex in brief, then the member or the self-assessment. */
export default async function AssessmentPage({ params }: AssessmentPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('pages.assessment');

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="mt-4 max-w-3xl leading-relaxed text-ink">{t('intro')}</p>
      <CodexSummary />
      <AssessmentChoices />
    </div>
  );
}
