import { getTranslations } from 'next-intl/server';

import { BENEFITS } from '@/lib/membership/constants';

/** The six benefits of membership (seeds 2.3), numbered cards. */
export async function BenefitList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const t = await getTranslations('membership.benefits');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
          >
            {benefit}
          </span>
          <div>
            <Heading className="font-semibold leading-snug">{t(`${benefit}.title`)}</Heading>
            <p className="mt-1 text-sm text-muted">{t(`${benefit}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
