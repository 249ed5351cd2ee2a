import { getFormatter, getTranslations } from 'next-intl/server';

import type { Edition } from '@/lib/conference/editions/public-queries';

const FIGURES = ['visitors', 'countries', 'exhibitors', 'speakers', 'conferences'] as const;

/** Seeds 1: 30,000+ visitors, 20+ countries, 350+ exhibitors, 123+ speakers, 12 conferences (the edition's own). */
export async function EditionFigures({ figures }: { figures: Edition['figures'] }) {
  const [t, format] = await Promise.all([getTranslations('conference.home'), getFormatter()]);

  return (
    <section aria-labelledby="figures-title" className="mw-figures">
      <h2 id="figures-title" className="sr-only">
        {t('figures')}
      </h2>
      <dl>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{t(figure)}</dt>
            <dd>{`${format.number(figures[figure])}+`}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
