import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

const FACTS = ['founded', 'responsible', 'years'] as const;

/** A short introduction of the association (founded 1994, responsible mining since 2006) linking to /mm/about. */
export async function AboutTeaser() {
  const t = await getTranslations('home.about');

  return (
    <section
      aria-labelledby="about-title"
      className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2 lg:items-center"
    >
      <div>
        <h2 id="about-title" className="border-l-4 border-brand pl-3 text-2xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-4 leading-relaxed text-ink">{t('text')}</p>
        <Link
          href="/mm/about"
          className="mt-6 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('more')}
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-4">
        {FACTS.map((fact) => (
          <div
            key={fact}
            className="flex flex-col-reverse justify-end rounded-lg border border-gray-200 p-4 text-center"
          >
            <dt className="mt-1 text-sm text-muted">{t(fact)}</dt>
            <dd className="text-3xl font-bold text-brand-dark">{t(`${fact}Value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
