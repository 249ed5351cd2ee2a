import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { readLocale } from '@/lib/i18n/read-locale';
import { listMemberLogos } from '@/lib/member-logos/queries';
import { pageMetadata } from '@/lib/seo/metadata';

import { MemberTabs } from './_components/member-tabs';

// Rendered on first request and cached (the build has no database).
export function generateStaticParams() {
  return [];
}

type MemberPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: MemberPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'membership.members' });

  return pageMetadata({ locale, path: '/mm/member', title: t('title'), description: t('description') });
}

/** Members (seeds 2.3): tabs for board members, main members and becoming a member with the request form. */
export default async function MemberPage({ params }: MemberPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, logos] = await Promise.all([getTranslations('membership.members'), listMemberLogos()]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-ink">{t('title')}</h1>
      <MemberTabs logos={logos} locale={locale} />
    </div>
  );
}
