import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ClientMessages } from '@/components/i18n/client-messages';
import { MainNav } from '@/components/layout/main-nav';
import { QuickContact } from '@/components/layout/quick-contact';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Ticker } from '@/components/layout/ticker';
import { buildNavigation, type NavLabelKey } from '@/lib/content/navigation';
import { listNavigationCategories, listSocialLinks } from '@/lib/content/queries';
import { isLocale } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

const QUICK_LINK_IDS = new Set(['about', 'membership', 'news', 'reports', 'trade', 'assessment', 'contact']);

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const common = await getTranslations({ locale, namespace: 'common' });
  const siteName = common('siteName');

  return {
    title: { template: `%s | ${siteName}`, default: siteName },
    description: common('siteDescription'),
    icons: { icon: '/images/logo.svg' },
  };
}

/** The association site's frame (seeds 2.1): header, ticker, navbar, footer and the quick-contact bar. */
export default async function AssociationLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  const [t, categories, socialLinks] = await Promise.all([getTranslations('layout'), listNavigationCategories(), listSocialLinks()]);
  const tree = buildNavigation({ categories, locale, translate: (key: NavLabelKey) => t(`nav.${key}`) });
  const quickLinks = [...tree.main.filter((item) => QUICK_LINK_IDS.has(item.id)), ...tree.sister];

  return (
    <div className="flex min-h-screen flex-col">
      <a
        id="skip-link"
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader socialLinks={socialLinks} sisterSites={tree.sister} />
      <Ticker />
      <MainNav tree={tree} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The error boundary and the news not-found page are client components; these are all their texts. */}
        <ClientMessages paths={['common.loadFailed', 'common.retry', 'news.notFound', 'news.backToNews']}>{children}</ClientMessages>
      </main>
      <SiteFooter socialLinks={socialLinks} quickLinks={quickLinks} />
      <QuickContact />
    </div>
  );
}
