'use client';

import { useTranslations } from 'next-intl';

import type { MemberResultPoster } from '@/lib/assessment/admin-member-results';

import { adminDateText } from '@/lib/admin/date-text';

/** The result poster (seeds 3 Member result): the company, its overall and five section percentages. */
export function ResultPoster({ result }: { result: MemberResultPoster }) {
  const t = useTranslations('admin.assessment.memberResults');

  return (
    <div
      className="w-[28rem] space-y-4 rounded-lg border-4 border-brand-dark bg-white p-6 text-center"
      data-testid="result-poster"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{t('posterTitle')}</p>
      {/* A plain img: html2canvas draws what the element shows, and the logo is a small stored file. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={result.logo} alt={t('logoOf', { name: result.name })} className="mx-auto h-16 w-16 object-contain" />
      <p className="text-xl font-bold text-ink">{result.name}</p>
      <p className="text-5xl font-bold text-brand-dark" data-testid="poster-percentage">
        {result.main_percentage}%
      </p>
      <p className="text-sm text-gray-700">{t('totals', { yes: result.total_true, no: result.total_false })}</p>
      <dl className="grid grid-cols-5 gap-2 text-sm">
        {result.section_percentages.map((value, index) => (
          <div key={index} className="rounded bg-gray-50 p-2">
            <dt className="text-gray-700">{t('section', { index: index + 1 })}</dt>
            <dd className="font-semibold text-ink">{value}%</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-700">{adminDateText(result.created_at, 'longDate')}</p>
    </div>
  );
}
