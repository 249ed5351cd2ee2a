import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { readLocale } from '@/lib/i18n/read-locale';
import { BenefitList } from '@/components/membership/benefit-list';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

const STEPS = ['1', '2', '3', '4'] as const;
type MembershipPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: MembershipPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'membership.overview' });

  return pageMetadata({ locale, path: '/mm/membership', title: t('title'), description: t('description') });
}

/** Membership overview (seeds 2.2): why join, the six benefits, how to join, and the way to the request form. */
export default async function MembershipPage({ params }: MembershipPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('membership.overview');

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
      <section aria-labelledby="why-title">
        <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
        <h2 id="why-title" className="sec-title">
          {t('whyTitle')}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">{t('why')}</p>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="mb-5 border-l-4 border-brand pl-3 text-2xl font-bold">
          {t('benefitsTitle')}
        </h2>
        <BenefitList />
      </section>
      <section aria-labelledby="how-title" className="rounded-lg bg-brand-light p-6">
        <h2 id="how-title" className="text-2xl font-bold">
          {t('howTitle')}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
        <Link
          href="/mm/member#3"
          className="mt-6 inline-block rounded bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark"
        >
          {t('cta')}
        </Link>
      </section>
    </div>
  );
}
