import type { Metadata } from 'next';

import { PlainNotFound, bilingualNotFoundTitle } from '@/components/layout/not-found-content';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { SITE_ICONS } from '@/lib/seo/metadata';

import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await bilingualNotFoundTitle(), robots: { index: false }, icons: SITE_ICONS };
}

/**
 * Any address no route answers, and the page a not-found error thrown outside a site's unknown-address pages
 * shows in the browser: the seeds' Mongolian not-found page (the bilingual one is server-rendered by the routes
 * that answer unknown addresses: app/[locale]/[...rest], app/[locale]/layout.tsx).
 */
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="min-h-screen bg-white antialiased">
        <PlainNotFound locales={[DEFAULT_LOCALE]} documentLocale={DEFAULT_LOCALE} />
      </body>
    </html>
  );
}
