import { getTranslations } from 'next-intl/server';

import { LogoGrid } from '@/components/membership/logo-grid';
import { COMMITTEES } from '@/lib/about/constants';
import type { CommitteeLogo } from '@/lib/about/queries';

const TASKS = ['1', '2', '3'] as const;

/** Anchor #1: the four committees, their tasks and the companies flagged for each. */
export async function CommitteesSection({ logos }: { logos: readonly CommitteeLogo[] }) {
  const t = await getTranslations('about.activity.groups');

  return (
    <section id="1" aria-labelledby="groups-title">
      <h2 id="groups-title" className="sec-title">
        {t('title')}
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed">{t('intro')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {COMMITTEES.map((committee) => (
          <section
            key={committee}
            aria-labelledby={`${committee}-title`}
            data-committee={committee}
            className="rounded-lg border border-gray-200 p-5 shadow-sm"
          >
            <h3 id={`${committee}-title`} className="text-xl font-semibold text-brand-dark">
              {t(`committees.${committee}.name`)}
            </h3>
            <p className="mt-2 leading-relaxed">{t(`committees.${committee}.text`)}</p>
            <h4 className="mt-4 font-semibold">{t('tasksTitle')}</h4>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {TASKS.map((task) => (
                <li key={task}>{t(`committees.${committee}.tasks.${task}`)}</li>
              ))}
            </ul>
            <h4 className="mt-5 mb-3 font-semibold">{t('membersTitle')}</h4>
            <LogoGrid
              logos={logos.filter((logo) => logo[committee])}
              empty={t('noMembers')}
              newWindowLabel={(name) => t('newWindow', { name })}
              isCompact
            />
          </section>
        ))}
      </div>
    </section>
  );
}
