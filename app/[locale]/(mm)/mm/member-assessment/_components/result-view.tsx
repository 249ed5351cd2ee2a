import { getTranslations } from 'next-intl/server';

import type { SectionReport } from '@/lib/assessment/member-report';
import type { RequirementStatus } from '@/lib/assessment/scoring';

import { PrintButton } from './print-button';

const STATUS_STYLE: Record<RequirementStatus, string> = {
  met: 'bg-green-100 text-green-900',
  noEvidence: 'bg-amber-100 text-amber-900',
  notMet: 'bg-red-100 text-red-900',
};

type ResultViewProps = {
  memberName: string;
  mainPercentage: number;
  totalTrue: number;
  totalFalse: number;
  createdAt: Date;
  sections: SectionReport[];
};

/** The member's result (seeds 4): overall and five section percentages, and each requirement's status; printable. */
export async function ResultView({ memberName, mainPercentage, totalTrue, totalFalse, createdAt, sections }: ResultViewProps) {
  const t = await getTranslations('member-assessment.result');
  const date = createdAt.toISOString().slice(0, 10);

  return (
    <section aria-labelledby="member-result-title" className="space-y-6" id="member-result">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="member-result-title" className="text-2xl font-bold text-ink">
            {t('title')}
          </h2>
          <p className="text-muted">
            {memberName} · {t('date', { date })}
          </p>
        </div>
        <PrintButton label={t('print')} />
      </div>
      <div className="flex flex-wrap items-center gap-6 rounded-lg bg-brand-light p-5">
        <p className="text-5xl font-bold text-brand-dark" data-testid="overall-percentage">
          {mainPercentage}%
        </p>
        <div>
          <p className="font-semibold text-ink">{t('overall')}</p>
          <p className="text-ink">
            {t('yes', { count: totalTrue })} · {t('no', { count: totalFalse })}
          </p>
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-ink">{t('sections')}</h3>
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
      <div>
        <h3 className="text-lg font-semibold text-ink">{t('requirements')}</h3>
        <p className="mb-3 text-sm text-muted">{t('legend')}</p>
        {sections.map((section) => (
          <table key={section.mainIndex} className="mb-4 w-full border-collapse text-sm">
            <caption className="bg-gray-100 px-2 py-1 text-left font-semibold text-ink">
              {section.mainIndex}. {section.mainTitle} — {section.percentage}%
            </caption>
            <thead>
              <tr>
                <th scope="col" className="border-b px-2 py-1 text-left">
                  {t('requirement')}
                </th>
                <th scope="col" className="w-40 border-b px-2 py-1 text-left">
                  {t('status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {section.requirements.map((requirement) => (
                <tr key={requirement.cid}>
                  <td className="border-b px-2 py-1 text-ink">
                    {requirement.cid}. {requirement.question}
                  </td>
                  <td className="border-b px-2 py-1">
                    <span className={`rounded px-2 py-0.5 font-medium ${STATUS_STYLE[requirement.status]}`}>{t(requirement.status)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
