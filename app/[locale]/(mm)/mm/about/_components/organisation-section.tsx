import { getTranslations } from 'next-intl/server';

import { ANNIVERSARY_YEARS, FOUNDED_YEAR, OFFICE_STAFF_COUNT, RESPONSIBLE_MINING_SINCE } from '@/lib/about/constants';

const GOALS = ['1', '2', '3', '4'] as const;
const FACTS = [
  { key: 'founded', value: FOUNDED_YEAR },
  { key: 'years', value: ANNIVERSARY_YEARS },
  { key: 'responsible', value: RESPONSIBLE_MINING_SINCE },
  { key: 'office', value: OFFICE_STAFF_COUNT },
] as const;

/** Anchor #1: the association, its history since 1994 and its mission. */
export async function OrganisationSection() {
  const t = await getTranslations('about.organisation');

  return (
    <section id="1" aria-labelledby="organisation-title">
      <h2 id="organisation-title" className="sec-title">
        {t('title')}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4 leading-relaxed">
          <p className="text-lg">{t('lead', { founded: FOUNDED_YEAR })}</p>
          <p>{t('history', { years: ANNIVERSARY_YEARS, since: RESPONSIBLE_MINING_SINCE })}</p>
          <h3 className="pt-2 text-xl font-semibold">{t('missionTitle')}</h3>
          <p className="rounded-lg border-l-4 border-accent bg-brand-light p-4 font-medium text-brand-dark">
            {t('mission')}
          </p>
          <h3 className="pt-2 text-xl font-semibold">{t('goalsTitle')}</h3>
          <ul className="list-disc space-y-2 pl-6">
            {GOALS.map((goal) => (
              <li key={goal}>{t(`goals.${goal}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="sr-only">{t('factsLabel')}</h3>
          <dl className="grid grid-cols-2 gap-4">
            {FACTS.map((fact) => (
              <div
                key={fact.key}
                className="flex flex-col-reverse justify-end rounded-lg border border-gray-200 p-4 text-center"
              >
                <dt className="mt-1 text-sm text-muted">{t(`facts.${fact.key}`)}</dt>
                <dd className="text-3xl font-bold text-brand-dark">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
