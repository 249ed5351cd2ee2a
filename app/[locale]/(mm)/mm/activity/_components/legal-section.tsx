import { getTranslations } from 'next-intl/server';

import { FOUNDED_YEAR, OFFICE_STAFF_COUNT } from '@/lib/about/constants';
import { BOARD } from '@/lib/membership/constants';

const GOVERNANCE = ['1', '2', '3'] as const;
const LAWS = ['1', '2', '3', '4', '5'] as const;

/** Anchor #3: the association's legal status, governance and the laws it works under. */
export async function LegalSection() {
  const t = await getTranslations('about.activity.legal');

  return (
    <section id="3" aria-labelledby="legal-title" className="mt-14">
      <h2 id="legal-title" className="sec-title">
        {t('title')}
      </h2>
      <div className="mt-4 grid gap-8 leading-relaxed lg:grid-cols-2">
        <div className="space-y-4">
          <p>{t('status', { founded: FOUNDED_YEAR })}</p>
          <h3 className="text-xl font-semibold">{t('governanceTitle')}</h3>
          <ul className="list-disc space-y-2 pl-6">
            {GOVERNANCE.map((item) => (
              <li key={item}>
                {t(`governance.${item}`, { board: BOARD.members, term: BOARD.termYears, office: OFFICE_STAFF_COUNT })}
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-4">
          <h3 className="text-xl font-semibold">{t('lawsTitle')}</h3>
          <ol className="list-decimal space-y-1 pl-6">
            {LAWS.map((law) => (
              <li key={law}>{t(`laws.${law}`)}</li>
            ))}
          </ol>
          <p>{t('work')}</p>
        </div>
      </div>
    </section>
  );
}
