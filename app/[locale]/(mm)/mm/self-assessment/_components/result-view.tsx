import { useTranslations } from 'next-intl';

import { ResultPosterImage } from '@/components/assessment/result-poster-image';
import type { AnonymousResult } from '@/lib/assessment/anonymous-schema';
// Rendered inside the client flow (which has next-intl for its texts): the server-only Link cannot be used here.
import { Link } from '@/lib/i18n/navigation';

import { PercentageGauge } from '@/components/assessment/percentage-gauge';

type ResultViewProps = { result: AnonymousResult; name: string; onRestart: () => void };

/** The result page (seeds 2.3, 4): the gauge over the poster, and the yes and no counts the server computed. */
export function ResultView({ result, name, onRestart }: ResultViewProps) {
  const t = useTranslations('assessment.self.result');

  return (
    <div className="space-y-6">
      <p className="text-ink">{t('thanks', { name })}</p>
      <div className="relative overflow-hidden rounded-lg">
        <ResultPosterImage />
        <div className="absolute inset-0 flex items-center justify-center">
          <PercentageGauge
            percentage={result.main_percentage}
            label={t('gauge', { percentage: result.main_percentage })}
            caption={t('compliance')}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-lg border border-gray-200 bg-white p-4 text-center">
          <dt className="text-sm text-muted">{t('yes')}</dt>
          <dd data-testid="result-yes" className="text-3xl font-bold text-brand-dark">
            {result.total_true}
          </dd>
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-4 text-center">
          <dt className="text-sm text-muted">{t('no')}</dt>
          <dd data-testid="result-no" className="text-3xl font-bold text-red-700">
            {result.total_false}
          </dd>
        </div>
      </dl>
      <p className="text-ink">
        {t('member')}{' '}
        <Link href="/mm/member-assessment" className="font-semibold text-brand-dark underline">
          {t('memberLink')}
        </Link>
      </p>
      <button
        type="button"
        onClick={onRestart}
        className="rounded-md border border-brand-dark px-6 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
      >
        {t('again')}
      </button>
    </div>
  );
}
