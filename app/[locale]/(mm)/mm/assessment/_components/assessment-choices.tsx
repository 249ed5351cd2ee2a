import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';

/** The two ways in: a member organisation signs in with a code; anyone else answers anonymously. */
const CHOICES = [
  { key: 'member', href: '/mm/member-assessment' },
  { key: 'self', href: '/mm/self-assessment' },
] as const;

export async function AssessmentChoices() {
  const t = await getTranslations('pages.assessment');

  return (
    <section aria-labelledby="choose-title" className="mt-12">
      <h2 id="choose-title" className="border-l-4 border-brand pl-3 text-2xl font-bold text-ink">
        {t('chooseTitle')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {CHOICES.map((choice) => (
          <li key={choice.key} className="flex flex-col rounded-lg border-2 border-green-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
              {t(`${choice.key}.audience`)}
            </p>
            <h3 className="mt-1 text-xl font-bold text-ink">{t(`${choice.key}.title`)}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink">{t(`${choice.key}.text`)}</p>
            <Link
              href={choice.href}
              className="mt-6 self-start rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t(`${choice.key}.action`)} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
