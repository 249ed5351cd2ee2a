import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

/** The prominent way from the responsible-mining page to the assessment landing. */
export async function AssessmentCta() {
  const t = await getTranslations('pages.project.assessmentCta');

  return (
    <section
      aria-labelledby="assessment-cta-title"
      className="mt-10 flex flex-col gap-4 rounded-lg bg-brand-dark p-6 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="assessment-cta-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-2 text-green-50">{t('text')}</p>
      </div>
      <Link
        href="/mm/assessment"
        className="shrink-0 rounded bg-white px-6 py-3 text-center font-bold text-brand-dark shadow hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('link')} →
      </Link>
    </section>
  );
}
