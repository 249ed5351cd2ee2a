import type { Metadata, Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';

import { readLocale } from '@/lib/i18n/read-locale';
import { SITE_ICONS } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/seo/urls';

import '../globals.css';

export const metadata: Metadata = { metadataBase: new URL(siteUrl()), icons: SITE_ICONS };
export const viewport: Viewport = { themeColor: '#0f7a3d', width: 'device-width', initialScale: 1 };

// A cached public page is fresh for 10 seconds, then served stale while one re-render runs in the background.
// Admin changes expire the servers' cache at once (lib/cache); the short freshness is what shared front caches
// (nginx in deploy/, CDNs) read from `s-maxage`, so through them a change shows within seconds too.
export const revalidate = 10;

// No page is rendered at build time (the build has no database): each renders on its first request and is
// then served from the cache (cache-handler/) until it expires or an admin change revalidates it.
export function generateStaticParams() {
  return [];
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await readLocale(params);
  setRequestLocale(locale);

  return (
    // Smooth scrolling is for in-page links; the attribute tells Next.js to switch it off while it changes pages,
    // so a back navigation restores the list where it was at once instead of gliding there from the top.
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white antialiased">
        {/* No translation runtime here: client components get their texts as props, forms from ClientMessages. */}
        {children}
      </body>
    </html>
  );
}
