import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/components/i18n/link';
import { BoundaryTextsProvider } from '@/components/i18n/boundary-texts';
import { MainNav } from '@/components/layout/main-nav';
import { QuickContact } from '@/components/layout/quick-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { socialLinksElement } from '@/components/layout/social-links';
import { Ticker } from '@/components/layout/ticker';
import { readLocale } from '@/lib/i18n/read-locale';
import { buildNavigation, type NavLabelKey } from '@/lib/menu/navigation';
import { listNavigationCategories } from '@/lib/menu/queries';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

const QUICK_LINK_IDS = new Set(['about', 'membership', 'news', 'reports', 'trade', 'assessment', 'contact']);

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = await readLocale(params);
  const common = await getTranslations({ locale, namespace: 'common' });
  const siteName = common('siteName');

  return {
    title: { template: `%s | ${siteName}`, default: siteName },
    description: common('siteDescription'),
  };
}

/** The association site's frame (seeds 2.1): header, ticker, navbar, footer and the quick-contact bar. */
export default async function AssociationLayout({ children, params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);

  const [t, common, categories, social] = await Promise.all([
    getTranslations('layout'),
    getTranslations('common'),
    listNavigationCategories(),
    socialLinksElement('association'),
  ]);
  const boundaryTexts = {
    loadFailed: common('loadFailed'),
    retry: common('retry'),
  };
  const tree = buildNavigation({ categories, locale, translate: (key: NavLabelKey) => t(`nav.${key}`) });
  // One element for the header and the navbar's drawer, styled by where it sits (globals.css).
  const sisterSites = (
    <ul aria-label={t('sisterSites')} className="sites">
      {tree.sister.map((site) => (
        <li key={site.id}>
          <Link href={site.href}>{site.label}</Link>
        </li>
      ))}
    </ul>
  );
  const quickLinks = [...tree.main.filter((item) => QUICK_LINK_IDS.has(item.id)), ...tree.sister];

  return (
    <div className="site">
      <a id="skip-link" href="#main-content" className="skip">
        {t('skipToContent')}
      </a>
      <SiteHeader locale={locale} social={social} sisterSites={sisterSites} />
      <Ticker />
      <MainNav tree={tree} sisterSites={sisterSites} />
      <main id="main-content" tabIndex={-1}>
        <BoundaryTextsProvider texts={boundaryTexts}>{children}</BoundaryTextsProvider>
      </main>
      <SiteFooter social={social} quickLinks={quickLinks} />
      <QuickContact />
    </div>
  );
}
