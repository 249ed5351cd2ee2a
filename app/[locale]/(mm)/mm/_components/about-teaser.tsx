import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

const FACTS = ['founded', 'responsible', 'years'] as const;

/** A short introduction of the association (founded 1994, responsible mining since 2006) linking to /mm/about. */
export async function AboutTeaser() {
  const t = await getTranslations('home.about');

  return (
    <section aria-labelledby="about-title" className="about">
      <div>
        <h2 id="about-title" className="sec-title">
          {t('title')}
        </h2>
        <p>{t('text')}</p>
        <Link href="/mm/about" className="about-more">
          {t('more')}
        </Link>
      </div>
      <dl className="facts">
        {FACTS.map((fact) => (
          <div key={fact}>
            <dt>{t(fact)}</dt>
            <dd>{t(`${fact}Value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
