import { getTranslations } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { BenefitList } from '@/components/membership/benefit-list';
import { LogoGrid } from '@/components/membership/logo-grid';
import { HashTabs } from '@/components/tabs/hash-tabs';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';
import { BOARD } from '@/lib/membership/constants';
import type { MemberLogo } from '@/lib/member-logos/queries';

import { MembershipForm } from './membership-form';

/** The members page's three tabs (#1 board, #2 main members, #3 become a member), all rendered on the server. */
export async function MemberTabs({ logos, locale }: { logos: readonly MemberLogo[]; locale: Locale }) {
  const [t, overview] = await Promise.all([
    getTranslations('membership.members'),
    getTranslations('membership.overview'),
  ]);
  const newWindowLabel = (name: string) => t('newWindow', { name });
  // Each grid shows the name in the page's language, the other one when it was entered in one language only.
  const inGroup = (isInGroup: (logo: MemberLogo) => boolean) =>
    logos.filter(isInGroup).map((logo) => ({ ...logo, name: pickLocalized(logo.name, logo.name_en, locale) }));

  const tabs = [
    {
      id: '1',
      label: t('tabs.1'),
      panel: (
        <>
          <p className="mb-5 text-lg">{t('board', { count: BOARD.members, years: BOARD.termYears })}</p>
          <LogoGrid logos={inGroup((logo) => logo.board_member)} empty={t('empty')} newWindowLabel={newWindowLabel} />
        </>
      ),
    },
    {
      id: '2',
      label: t('tabs.2'),
      panel: (
        <>
          <p className="mb-5 text-lg">{t('mainIntro')}</p>
          <LogoGrid logos={inGroup((logo) => logo.main_member)} empty={t('empty')} newWindowLabel={newWindowLabel} />
        </>
      ),
    },
    {
      id: '3',
      label: t('tabs.3'),
      panel: (
        <div className="space-y-10">
          <section aria-labelledby="member-benefits-title">
            <h2 id="member-benefits-title" className="text-2xl font-bold">
              {overview('benefitsTitle')}
            </h2>
            <p className="mt-1 mb-5 text-muted">{t('joinIntro')}</p>
            <BenefitList />
          </section>
          <ClientMessages paths={['membership.form', 'membership.errors', 'validation', 'errors']}>
            <MembershipForm />
          </ClientMessages>
        </div>
      ),
    },
  ];

  return <HashTabs tabs={tabs} label={t('tabsLabel')} />;
}
