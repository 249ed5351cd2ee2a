import { getTranslations } from 'next-intl/server';

import { PercentageGauge } from '@/components/assessment/percentage-gauge';
import { PosterHeading } from '@/components/assessment/poster-heading';
import { ResultPosterImage } from '@/components/assessment/result-poster-image';
import type { SectionReport } from '@/lib/assessment/member-report';

export const RESULT_POSTER_ID = 'member-result-poster';

type ResultPosterProps = {
  memberName: string;
  mainPercentage: number;
  totalTrue: number;
  totalFalse: number;
  date: string;
  sections: SectionReport[];
};

/**
 * The poster the member downloads as a PNG (seeds 4): the association's logo and the assessment's name, the overall
 * gauge over the poster image, the organisation, the five section percentages and the date, all inside the one
 * element that is drawn.
 */
export async function ResultPoster({
  memberName,
  mainPercentage,
  totalTrue,
  totalFalse,
  date,
  sections,
}: ResultPosterProps) {
  const [t, flow, common] = await Promise.all([
    getTranslations('member-assessment.result'),
    getTranslations('member-assessment'),
    getTranslations('common'),
  ]);

  return (
    <figure
      id={RESULT_POSTER_ID}
      aria-label={t('poster')}
      className="overflow-hidden rounded-lg border border-gray-200 bg-white"
    >
      <PosterHeading assessmentName={flow('title')} associationName={common('siteName')} />
      <div className="relative">
        <ResultPosterImage />
        <div className="absolute inset-0 flex items-center justify-center">
          <PercentageGauge
            percentage={mainPercentage}
            label={t('gauge', { percentage: mainPercentage })}
            caption={t('compliance')}
          />
        </div>
      </div>
      <figcaption className="space-y-4 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-xl font-bold text-ink">{memberName}</p>
          <p className="text-muted">{t('date', { date })}</p>
        </div>
        <p className="text-ink">
          {t('overall')}: {t('yes', { count: totalTrue })} · {t('no', { count: totalFalse })}
        </p>
        <div>
          <p className="mb-2 font-semibold text-ink">{t('sections')}</p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
            {sections.map((section) => (
              <li key={section.mainIndex} className="rounded-md border border-gray-200 p-3">
                <p className="text-2xl font-bold text-brand-dark">{section.percentage}%</p>
                <p className="text-sm text-ink">
                  {section.mainIndex}. {section.mainTitle}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </figcaption>
    </figure>
  );
}
